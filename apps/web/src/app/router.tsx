import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history`: the browser's by default; the build's prerendering of the login page passes a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
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
