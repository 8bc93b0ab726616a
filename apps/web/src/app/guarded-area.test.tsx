import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render-app';
import { currentUserKey } from '../lib/session/api/current-user';

describe('<GuardedArea> when the session ends', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logging out from the user menu lands on the login page, and the app stays responsive', async () => {
    const state = { signedIn: true };
    const { router } = await renderApp('/en-ca/customer/dashboard?tab=garage', state);
    await screen.findByRole('heading', { level: 1, name: 'Hello Marie' }, { timeout: 10_000 });
    let navigations = 0;
    router.subscribe('onBeforeNavigate', () => void navigations++);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Marie' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 10_000 });
    expect(router.state.location.href).toBe('/en-ca/login');
    // Before the fix the referer wrapped itself (/login?referer=/login?referer=...) until the tab ran out of memory.
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(navigations).toBeLessThanOrEqual(2);
    expect(router.state.location.href).toBe('/en-ca/login');
  });

  it('a session that ends elsewhere sends the user to login with the page as referer, once', async () => {
    const state = { signedIn: true };
    const { router, queryClient } = await renderApp('/en-ca/customer/dashboard?tab=garage', state);
    await screen.findByRole('heading', { level: 1, name: 'Hello Marie' }, { timeout: 10_000 });
    state.signedIn = false;
    act(() => void queryClient.setQueryData(currentUserKey, null));
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.href).toBe(`/en-ca/login?referer=${encodeURIComponent('/en-ca/customer/dashboard?tab=garage')}`));
  });
});

describe('buy online in the spec §4 guard order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an unverified account the email-confirmation screen, not the lock screen, and locks nothing', async () => {
    const state = { signedIn: true, user: { EmailVerified: false }, calls: [] as string[] };
    await renderApp('/en-ca/buy-online?vehicleId=7f1c8a52-5b0e-4d3c-9a57-2f8a2b7c9e11', state);
    await screen.findByRole('heading', { level: 1, name: 'Confirm your email' }, { timeout: 10_000 });
    expect(state.calls.filter((url) => url.includes('/vehicle-timer/') || url.includes('create-customer-vehicle'))).toEqual([]);
  });
});
