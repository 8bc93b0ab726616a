import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render-app';

/**
 * The account menu closed by itself (issue #14): after the sign-in, the login page's header (public layout) shows the
 * account menu while the router loads the customer dashboard; then the dashboard's layout, with a header of its own,
 * replaces it. What was open in the old header must be open in the new one.
 */
describe('the header across a change of layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A public page's header, signed in: the account menu is there before the authenticated layout is. */
  async function onPublicPage() {
    const { router } = await renderApp('/en-ca/terms-and-conditions', { signedIn: true });
    const trigger = await screen.findByRole('button', { name: 'Account menu of Marie' }, { timeout: 10_000 });
    expect(trigger.closest('.site-header')).not.toBeNull();
    return { router, trigger };
  }

  const toDashboard = async (router: Awaited<ReturnType<typeof onPublicPage>>['router']) => {
    await act(() => router.navigate({ to: '/$lang/customer/dashboard', params: { lang: 'en-ca' } }));
    // (By its text: behind a modal dialog, the page is hidden from assistive technology.)
    await screen.findByText('Hello Marie', { selector: 'main h1' }, { timeout: 10_000 });
  };

  it('keeps the account menu open when the authenticated layout replaces the public one, focus on its first item', async () => {
    const user = userEvent.setup();
    const { router, trigger } = await onPublicPage();
    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Account' }).closest('.site-header')).not.toBeNull();

    await toDashboard(router);
    // The old header is gone; the menu is open in the new one, keyboard-ready.
    expect(document.querySelector('.site-header')).toBeNull();
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu.closest('.app-bar')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu of Marie' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));

    // And it still closes as before: Escape, focus back on its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu of Marie' }));
  });

  it('keeps "Contact us", chosen in the header being replaced, open with what was typed in it', async () => {
    const user = userEvent.setup();
    const { router, trigger } = await onPublicPage();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(screen.queryByRole('menu')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Essai routier');

    await toDashboard(router);
    const after = screen.getByRole('dialog', { name: 'Contact us' });
    expect(after).toBe(dialog);
    expect((within(after).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe('Essai routier');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
