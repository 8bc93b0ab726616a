import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { PasswordForm } from './password-form';

describe('<PasswordForm> (reset and create password)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const fill = async (password: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), password);
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
  };

  it('sends Guid and NewPassword as a JSON body, never in the URL', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { Status: 1 }));
    await renderPage(<PasswordForm mode="reset" guid="tok-123" />, { page: 'reset-password/tok-123' });
    await fill('Correct-Horse-9');
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/user/reset-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ Guid: 'tok-123', NewPassword: 'Correct-Horse-9' });
  });

  it('explains a used or expired link and offers a new one', async () => {
    fetchMock.mockResolvedValueOnce(json(412, { type: 'x', title: 'x', status: 412, code: 'identity.token_expired' }));
    await renderPage(<PasswordForm mode="reset" guid="old" />, { lang: 'fr-ca', page: 'reset-password/old' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'Correct-Horse-9');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Ce lien a expiré'));
    expect(screen.getByRole('link', { name: 'Obtenir un nouveau lien' }).getAttribute('href')).toBe('/fr-ca/recover');
  });

  it('says when to try again after too many attempts', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { type: 'x', title: 'x', status: 429, code: 'rate_limit.exceeded', retryAfterSeconds: 300 }));
    await renderPage(<PasswordForm mode="create" guid="t" />, { page: 'create-password/t' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Correct-Horse-9');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Create my password' }));
    expect(await screen.findByText('Too many attempts, try again in 5 minutes')).toBeTruthy();
  });
});
