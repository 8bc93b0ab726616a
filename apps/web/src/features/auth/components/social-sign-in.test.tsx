import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { stubFetch } from '../../../../tests/fetch-mock';
import { json, renderPage } from '../../../../tests/render';
import { LoginForm } from './login-form';
import { SocialButtons } from './social-buttons';
import { SocialLinkForm } from './social-link-form';

describe('social sign-in on the login page (issue #19)', () => {
  const { fetchMock, bodiesTo } = stubFetch();

  it('shows a button per configured provider, leading to the server start of its flow in the page language', async () => {
    await renderPage(<SocialButtons lang="fr-ca" providers={['google', 'facebook']} />, { lang: 'fr-ca', page: 'login' });
    expect((await screen.findByRole('link', { name: 'Continuer avec Google' })).getAttribute('href')).toBe('/api/auth/google/start?lang=fr-ca');
    expect(screen.getByRole('link', { name: 'Continuer avec Facebook' }).getAttribute('href')).toBe('/api/auth/facebook/start?lang=fr-ca');
  });

  it('shows no button when the server has no provider configured (the default)', async () => {
    await renderPage(<LoginForm lang="en-ca" onSignedIn={vi.fn()} />, { page: 'login' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  it('says "Please choose a valid Facebook or Google account" after a refused sign-in, in both languages', async () => {
    const first = await renderPage(<LoginForm lang="en-ca" socialError onSignedIn={vi.fn()} />, { page: 'login' });
    expect(await screen.findByText('Please choose a valid Facebook or Google account')).toBeTruthy();
    first.unmount();
    await renderPage(<LoginForm lang="fr-ca" socialError onSignedIn={vi.fn()} />, { lang: 'fr-ca', page: 'login' });
    expect(await screen.findByText('Veuillez choisir un compte Facebook ou Google valide')).toBeTruthy();
  });

  it('says the provider is not available when it is not configured or unreachable, in both languages (issue #42 item 7)', async () => {
    const first = await renderPage(<LoginForm lang="en-ca" socialError="not_configured" socialProvider="facebook" onSignedIn={vi.fn()} />, { page: 'login' });
    expect(await screen.findByText('Sign-in with Facebook is not available at the moment. Sign in with your email and password.')).toBeTruthy();
    expect(screen.queryByText('Please choose a valid Facebook or Google account')).toBeNull();
    first.unmount();
    const second = await renderPage(<LoginForm lang="fr-ca" socialError="provider_unreachable" socialProvider="google" onSignedIn={vi.fn()} />, { lang: 'fr-ca', page: 'login' });
    expect(await screen.findByText('La connexion avec Google n’est pas offerte pour le moment. Connectez-vous avec votre courriel et votre mot de passe.')).toBeTruthy();
    second.unmount();
    await renderPage(<LoginForm lang="fr-ca" socialError="not_configured" onSignedIn={vi.fn()} />, { lang: 'fr-ca', page: 'login' });
    expect(await screen.findByText('Ce mode de connexion n’est pas offert pour le moment. Connectez-vous avec votre courriel et votre mot de passe.')).toBeTruthy();
  });

  it('links to the existing account only with its password, then signs in', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { Status: 0 })).mockResolvedValueOnce(json(200, makeUser()));
    await renderPage(<SocialLinkForm provider="google" onSignedIn={onSignedIn} />, { page: 'login' });
    await user.type(await screen.findByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText('Invalid password or email')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(makeUser()));
    expect(bodiesTo('/api/auth/link-pending')).toEqual([{ Password: 'wrong' }, { Password: 'Correct-Horse-9' }]);
  });
});
