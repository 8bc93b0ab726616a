import '@marketplace/ui/styles.css';
import './app.css';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { applyBrandToDocument } from './lib/brand/apply-brand';
import { currentBrand } from './lib/brand/brand-context';
import { firstPaint } from './lib/first-paint';
import { isApiError, setEnvironmentToken } from './lib/http';
import { languagesQuery } from './lib/config/languages-query';
import { activateLocale, CATALOG_PARTS, loadCatalogPart } from './lib/i18n';
import { isSupportedLocale, stripTrailingSlash, SUPPORTED_LOCALES } from './lib/languages';
import { warmUpNumberFormat } from './lib/number-format-warm-up';
import { hydratePageData } from './lib/server-rendered';
import { unregisterServiceWorkers } from './lib/service-worker';
import { currentUserQuery } from './lib/session/api/current-user';
import { forgetUserWhenUnauthenticated } from './lib/session/session';

// Spec §2: a trailing slash is removed. Done here, before the router starts, because TanStack Router treats two URLs
// that differ only by a trailing slash as the same location: a redirect between them would reload the same URL forever.
{
  const { pathname, search, hash } = window.location;
  const stripped = stripTrailingSlash(pathname, pathname.split('/')[1] ?? '');
  if (stripped !== pathname) window.history.replaceState(window.history.state, '', `${stripped}${search}${hash}`);
}

const brand = currentBrand();
setEnvironmentToken(brand.environmentToken);
applyBrandToDocument(brand);
// In a task of its own once the page is idle (its first call reaches the browser: up to 30 ms of a phone's boot task,
// issue #43); an old worker is gone by the next load either way.
(window.requestIdleCallback ?? setTimeout)(() => void unregisterServiceWorkers());

const onError = (error: unknown) => forgetUser(error);
const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // A refusal will not change on retry; a network blip may.
      retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
const forgetUser = forgetUserWhenUnauthenticated(queryClient);

// A public page the server rendered (ADR 0065): its markup is in #root and the router's script carries its state and
// data; the app hydrates it as it is. Any other page (a personal area, a signed-in visit) renders here from nothing.
const root = document.getElementById('root')!;
const serverRendered = root.dataset.rendered === 'server';
// A rendered page paints before the app asks for anything more (issue #43: at most 6 requests before the first paint).
if (serverRendered) await firstPaint();
// The route chunks of a rendered page (the server keeps them out of the head: the page paints without them), all at once.
for (const href of root.dataset.preload?.split(' ').filter(Boolean) ?? []) {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
  document.head.append(link);
}
const first = window.location.pathname.split('/')[1]?.toLowerCase();
const locale = isSupportedLocale(first) ? first : SUPPORTED_LOCALES[0];
// The catalog parts a rendered page was rendered with, merged after the core messages as the server merged them, so
// that its texts are there, the same, when its routes hydrate (the router waits for `hydrate` before it renders them).
const parts = CATALOG_PARTS.filter((part) => (root.dataset.catalogParts ?? '').split(',').includes(part));
const coreCatalog = activateLocale(locale);
const router = createAppRouter(
  queryClient,
  serverRendered
    ? {
        hydrate: async (data) => {
          hydratePageData(queryClient, data);
          await coreCatalog;
          await Promise.all(parts.map((part) => loadCatalogPart(part, locale)));
        },
      }
    : {},
);

// The boot shell of index.html stays until the first route (redirects included) has resolved and rendered.
const stopBoot = router.subscribe('onResolved', () => {
  stopBoot();
  const boot = document.getElementById('boot');
  if (!boot) return;
  boot.classList.add('boot--done');
  window.setTimeout(() => boot.remove(), 150);
});

// Everything the first page needs starts at once: the configured languages and the session (the header shows it on
// every page; a rendered page brings both), the catalog of the URL's language and the code of the routes it matches.
if (!serverRendered) {
  void queryClient.prefetchQuery(languagesQuery);
  void queryClient.prefetchQuery(currentUserQuery);
}
try {
  const matches = router.matchRoutes(window.location.pathname, {});
  for (const match of matches) {
    const route = (router.routesById as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0]>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  // Its own task while the chunks and messages load, not a part of the hydration (issue #43: the vehicle page's TBT).
  if (serverRendered && matches.some((match) => match.staticData?.formatsNumbers)) warmUpNumberFormat(locale);
} catch (error) {
  console.warn('[boot] route preloading skipped', error);
}
// The core catalog before the first render (the providers' texts); a rendered page is hydrated at once after it, its
// routes as soon as the router has its state, chunks and catalog parts (its buttons are disabled until then: libs/ui).
await coreCatalog;

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} brand={brand}>
      {serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}
    </AppProviders>
  </StrictMode>
);
// Hydrated as a transition: React then hydrates in slices of a few milliseconds, yielding between them, instead of one
// long task a phone's main thread cannot leave (issue #43: the inventory's Total Blocking Time). Remix and Next.js do so.
if (serverRendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
