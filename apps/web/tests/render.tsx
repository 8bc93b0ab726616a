import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { resolveBrand } from '../src/lib/brand/resolve-brand';
import { activateLocale, loadCatalogPart, type CatalogPart } from '../src/lib/i18n';
import type { Locale } from '../src/lib/languages';
import { parseRuntimeConfig } from '../src/lib/runtime-config';
import { currentUserKey, type SessionUser } from '../src/lib/session/api/current-user';

/**
 * Renders a component as the page at `/{lang}/{page}` inside the app's providers (query client, Lingui with the real
 * catalogs, brand, libs/ui labels, snackbars) and a memory router, so links and params work as in the app.
 */
export async function renderPage(
  ui: ReactNode,
  { lang = 'en-ca', page = 'test', user = null, parts = [] }: { lang?: Locale; page?: string; user?: SessionUser | null; parts?: CatalogPart[] } = {},
) {
  await activateLocale(lang);
  for (const part of parts) await loadCatalogPart(part, lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(currentUserKey, user);
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: `$lang/${page}`, component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history: createMemoryHistory({ initialEntries: [`/${lang}/${page}`] }) });
  await router.load();
  const brand = resolveBrand('localhost', parseRuntimeConfig({}));
  const result = render(
    <AppProviders queryClient={queryClient} brand={brand}>
      <RouterProvider router={router as never} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** A JSON fetch answer. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch mock installed before each test of the calling suite and removed after it (answer with `json`). */
export function stubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
