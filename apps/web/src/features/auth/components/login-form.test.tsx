import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { LoginForm } from './login-form';

describe('<LoginForm>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows "Required" only for the fields the user has left, then for all on submit (spec §5)', async () => {
    const user = userEvent.setup();
    await renderPage(<LoginForm lang="en-ca" onSignedIn={vi.fn()} />, { page: 'login' });
    const email = await screen.findByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);

    await user.click(email);
    expect(screen.queryByText('Required')).toBeNull();
    await user.click(password); // leaves the email field
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in only when Status equals 1, sending RememberMe true by default', async () => {
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, makeUser()));
    await renderPage(<LoginForm lang="en-ca" onSignedIn={onSignedIn} />, { page: 'login' });
    await user.type(await screen.findByLabelText(/^Email/), 'jean.tremblay@videotron.ca');
    await user.type(screen.getByLabelText(/^Password/), 's3cret!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(makeUser()));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ UserName: 'jean.tremblay@videotron.ca', Password: 's3cret!', RememberMe: true });
  });

  it('says "Invalid password or email" when Status is not 1', async () => {
    const onSignedIn = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { Status: 0 }));
    await renderPage(<LoginForm lang="en-ca" onSignedIn={onSignedIn} />, { page: 'login' });
    fireEvent.input(await screen.findByLabelText(/^Email/), { target: { value: 'a@b.ca' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid password or email')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "An error occurred please try again later" when the request fails', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { type: '/problems/http.500', title: 'Error', status: 500, code: 'http.500' }));
    await renderPage(<LoginForm lang="en-ca" onSignedIn={vi.fn()} />, { page: 'login' });
    fireEvent.input(await screen.findByLabelText(/^Email/), { target: { value: 'a@b.ca' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An error occurred please try again later')).toBeTruthy();
  });

  it('says when to try again when sign-ins are throttled (429 rate_limit.exceeded)', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { type: '/problems/rate_limit.exceeded', title: 'x', status: 429, code: 'rate_limit.exceeded', retryAfterSeconds: 90 }));
    await renderPage(<LoginForm lang="en-ca" onSignedIn={vi.fn()} />, { page: 'login' });
    fireEvent.input(await screen.findByLabelText(/^Email/), { target: { value: 'a@b.ca' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many attempts, try again in 2 minutes')).toBeTruthy();
  });

  it('speaks French on /fr-ca', async () => {
    await renderPage(<LoginForm lang="fr-ca" onSignedIn={vi.fn()} />, { lang: 'fr-ca', page: 'login' });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    await waitFor(() => expect(screen.getAllByText('Requis')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Mot de passe oublié?' }).getAttribute('href')).toBe('/fr-ca/recover');
  });
});
