import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../tests/fixtures';
import { json } from '../../tests/render';
import { resolveBrand } from '../lib/brand/resolve-brand';
import { activateLocale } from '../lib/i18n';
import { parseRuntimeConfig } from '../lib/runtime-config';
import { currentUserKey } from '../lib/session/api/current-user';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app (real route tree) on a memory history, with the API answered by `fetch` stubs. */
async function renderApp(start: string, state: { signedIn: boolean; user?: Parameters<typeof makeUser>[0]; calls?: string[] }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      state.calls?.push(url);
      if (url.startsWith('/api/config/languages')) return json(200, [{ ID: 1, Key: 'en-ca', Name: 'English' }, { ID: 2, Key: 'fr-ca', Name: 'Français' }]);
      if (url.startsWith('/api/user/current')) return state.signedIn ? json(200, makeUser(state.user)) : json(401, { type: 'x', title: 'x', status: 401, code: 'auth.unauthenticated' });
      if (url.startsWith('/api/state/logout')) {
        state.signedIn = false;
        return json(200, { Status: 1 });
      }
      if (url.startsWith('/api/user/get-user-dashboard-sections')) return json(200, { userTypeId: 8, userDashBoardSection: [{ sectionId: 6, active: true }] });
      return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
    }),
  );
  await activateLocale('en-ca');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [start] }) });
  render(
    <AppProviders queryClient={queryClient} brand={resolveBrand('localhost', parseRuntimeConfig({}))}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

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
