import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { DeleteAccountSection } from './delete-account-section';

describe('<DeleteAccountSection>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const body = (i = 0) => JSON.parse(String(fetchMock.mock.calls[i]![1]!.body)) as unknown;

  it('deletes only after CONTINUE is typed, sending Confirmation: CONTINUE as the contract requires', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { Status: 1 }));
    await renderPage(<DeleteAccountSection onDone={onDone} />, { page: 'customer/profile', user: makeUser(), parts: ['account'] });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Type CONTINUE to confirm')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/To confirm, type CONTINUE/), 'CONTINUE');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('delete'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/delete-account-section');
    expect(body()).toEqual({ Mode: 'delete', Confirmation: 'CONTINUE' });
  });

  it('refuses "continue" in lower case or with spaces: the word must be CONTINUE exactly (issue 42 item 7)', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    await renderPage(<DeleteAccountSection onDone={onDone} />, { page: 'customer/profile', user: makeUser(), parts: ['account'] });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const field = await screen.findByLabelText(/To confirm, type CONTINUE/);
    for (const typed of ['continue', 'Continue', ' CONTINUE']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Delete for good' }));
      expect(await screen.findByText('Type CONTINUE to confirm')).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('deactivates with Mode deactivate', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { Status: 1 }));
    await renderPage(<DeleteAccountSection onDone={onDone} />, { page: 'customer/profile', user: makeUser(), parts: ['account'] });
    await user.click(await screen.findByRole('button', { name: 'Deactivate my account' }));
    await user.type(await screen.findByLabelText(/To confirm, type CONTINUE/), 'CONTINUE');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('deactivate'));
    expect(body()).toEqual({ Mode: 'deactivate' });
  });

  it('shows the server refusal in the dialog, translated', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(403, { type: '/problems/auth.refused_while_impersonating', title: 'x', status: 403, code: 'auth.refused_while_impersonating' }),
    );
    await renderPage(<DeleteAccountSection onDone={vi.fn()} />, { lang: 'fr-ca', page: 'customer/profile', user: makeUser(), parts: ['account'] });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(await screen.findByLabelText(/CONTINUE/), 'CONTINUE');
    const dialog = await screen.findByRole('dialog');
    const buttons = [...dialog.querySelectorAll('button')];
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/connecté en tant qu/);
  });
});
