import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/render';
import { DealerSignup } from './dealer-signup';

describe('DealerSignup (home page)', () => {
  it('fetches and opens the plans dialog on the first click, in French too; closing it returns the focus to the button', async () => {
    const user = userEvent.setup();
    await renderPage(<DealerSignup />, { lang: 'fr-ca' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = () => screen.getByRole('button', { name: 'Voir les forfaits pour concessionnaires' });
    await user.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Inscription des concessionnaires' });
    expect(dialog.querySelectorAll('.plans__plan').length).toBe(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button());
    await user.click(button());
    expect(await screen.findByRole('dialog', { name: 'Inscription des concessionnaires' })).toBeTruthy();
  });
});
