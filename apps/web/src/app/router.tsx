import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { PageData } from '../lib/server-rendered';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The app's router, in the browser and in the server's rendering of public pages (src/entry-server.tsx, ADR 0065).
 * There, `dehydrate` adds the page's data to the router's state for the browser; in the browser, `hydrate` takes it
 * back before the page is hydrated. `history`: tests pass a memory one.
 */
export function createAppRouter(
  queryClient: QueryClient,
  options: { history?: RouterHistory; dehydrate?: () => PageData; hydrate?: (data: PageData) => Promise<void> } = {},
) {
  const router = createRouter({
    routeTree,
    ...options,
    context: { queryClient },
    // Our own rule (spec §2): the root route redirects away trailing slashes, except on the /{lang}/ home.
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 400,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: false,
  });

  // Spec §2: the page scrolls to the top on each route change (not on query-only changes).
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged && typeof window !== 'undefined') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
