import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createAppRouter } from '../src/app/router';
import { resolveBrand } from '../src/lib/brand/resolve-brand';
import { activateLocale } from '../src/lib/i18n';
import { parseRuntimeConfig } from '../src/lib/runtime-config';
import { makeUser } from './fixtures';
import { json } from './render';

/**
 * The whole app (real route tree) on a memory history, with the API answered by `fetch` stubs: the languages, the
 * session (`signedIn`), the logout, the drawer's sections; anything else is a 404 problem. Remove the stub with
 * `vi.unstubAllGlobals()` after the test.
 */
export async function renderApp(start: string, state: { signedIn: boolean; user?: Parameters<typeof makeUser>[0]; calls?: string[] }) {
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
