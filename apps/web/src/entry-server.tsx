/**
 * The server's rendering of the public pages (issue #43 item 4, ADR 0065), built by `scripts/build-server-entry.mjs`
 * into `dist/.server/entry-server.cjs` and run inside the API server (apps/server/src/web-pages). TanStack Router's
 * own server rendering: the router matches and loads the page on the server (its loaders wait for the page's data
 * there, lib/page-data.ts), React renders it to a string, and the router's script carries its state and the page's
 * data (lib/server-rendered.ts) to the browser, where `RouterClient` hydrates it (main.tsx). The page is rendered for
 * an anonymous visitor of the request's brand, in the language of its path.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { AddressErrorPage } from './features/errors/components/address-error-page';
import { PublicLayout } from './features/layout/components/public-layout';
import { resolveBrand, type ResolvedBrand } from './lib/brand/resolve-brand';
import { paletteVariables } from './lib/brand/theme';
import { setTransport } from './lib/http';
import { activateLocale, CATALOG_PARTS, loadCatalogPart, pageCatalog, reportCatalogPartsTo, type CatalogPart } from './lib/i18n';
import type { Island } from './lib/islands';
import { isSupportedLocale, SUPPORTED_LOCALES, type Locale } from './lib/languages';
import { provideRuntimeConfig, runtimeConfig } from './lib/runtime-config';
import { pageDataComplete, pageDataOf } from './lib/server-rendered';
import { currentUserKey } from './lib/session/api/current-user';

export interface PageRendererOptions {
  /** The server's own API as `fetch` (Fastify's inject of the same routes): a page's reads never leave the process. */
  readonly api: typeof fetch;
  /** The runtime configuration the server injects into index.html (src/lib/runtime-config.ts). */
  readonly runtimeConfig: unknown;
}

export interface RenderedPage {
  /** The markup of `#root`, ending with the router's inline script (its state and the page's data; the server names its hash in the page's CSP). */
  readonly html: string;
  /** Resource hints React put before the markup (the first image's preload): they belong in the head. */
  readonly headHints: string;
  /** The catalog parts the page rendered with (its routes'): the browser loads them before it hydrates (`data-catalog-parts`). */
  readonly catalogParts: readonly CatalogPart[];
  /** The brand's palette as CSS, which the app sets on `<html>` once it runs: the first paint has the brand's colours. */
  readonly brandStyle: string;
  /** The router's own status: 200, or 404 when no page matches the path. */
  readonly status: number;
  /**
   * The script the page boots with instead of the app's, when its route has an island (`staticData.island`, ADR 0086):
   * the island's built entry (`/assets/entry-login-….js`); null for the app.
   */
  readonly islandScript: string | null;
}

export interface PageRenderer {
  /** The page of a path and query, or null when the server does not render it (the app decides: a redirect, a failed read). */
  render(request: { readonly url: string; readonly host: string }): Promise<RenderedPage | null>;
  /** The static page of an address refused before routing (400, 414), without scripts. */
  renderAddressError(request: { readonly lang: Locale; readonly status: 400 | 414; readonly host: string }): Promise<Pick<RenderedPage, 'html' | 'brandStyle'>>;
}

/**
 * The islands' built entries, by island: written in by the build (scripts/build-server-entry.mjs reads the island's
 * build manifest, scripts/build-login-island.mjs); none in a build without them, where every page boots the app.
 */
declare const __ISLAND_SCRIPTS__: Partial<Record<Island, string>> | undefined;
const ISLAND_SCRIPTS: Partial<Record<Island, string>> = typeof __ISLAND_SCRIPTS__ === 'object' ? __ISLAND_SCRIPTS__ : {};

/** The inventory on another site (runtime `inventoryUrl`): its pages redirect there in the browser, so none is rendered here. */
const INVENTORY_PATH = /^\/[^/?]+\/(?:cars|autos)(?:[/?]|$)/;

const brandStyleOf = (brand: ResolvedBrand) =>
  `:root{${Object.entries(paletteVariables(brand.palette))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/** Everything a render needs that does not change per request: the API transport, the configuration, every catalog. */
export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  provideRuntimeConfig(options.runtimeConfig);
  setTransport(options.api);
  // Every part of both languages at once: a page renders with whatever part it uses, and says which (`catalogParts`).
  for (const locale of SUPPORTED_LOCALES) {
    await activateLocale(locale);
    await Promise.all(CATALOG_PARTS.map((part) => loadCatalogPart(part, locale)));
  }
  // The parts each page uses (its loaders' and its components'), noted in the render's own async context.
  const pageParts = new AsyncLocalStorage<Set<CatalogPart>>();
  reportCatalogPartsTo((part) => pageParts.getStore()?.add(part));
  const brandOf = (host: string) => resolveBrand(host.replace(/:\d+$/, ''), runtimeConfig());
  const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

  return {
    async render({ url, host }) {
      const lang = url.split(/[/?]/)[1] ?? '';
      if (!isSupportedLocale(lang)) return null;
      if (runtimeConfig().inventoryUrl && INVENTORY_PATH.test(url)) return null;
      const brand = brandOf(host);
      const queryClient = serverQueryClient();
      // Rendered for an anonymous visitor (the server renders no page for a request with a session).
      queryClient.setQueryData(currentUserKey, null);
      // The parts the page's routes load (their loaders run first); the page renders with those, the browser loads the same.
      const parts = new Set<CatalogPart>();
      let catalogParts: CatalogPart[] = [];
      let island: Island | undefined;
      const handler = createRequestHandler({
        request: new Request(new URL(url, 'http://localhost')),
        createRouter: () => createAppRouter(queryClient, { dehydrate: () => pageDataOf(queryClient) }),
      });
      const response = await pageParts.run(parts, () =>
        handler(({ router, responseHeaders }) => {
          catalogParts = [...parts];
          island = router.state.matches.map((match) => match.staticData?.island).find(Boolean);
          return renderRouterToString({
            router,
            responseHeaders,
            children: (
              <AppProviders queryClient={queryClient} brand={brand} i18n={pageCatalog(lang, catalogParts)}>
                <RouterServer router={router} />
              </AppProviders>
            ),
          });
        }),
      );
      // A redirect decided by a route (the inventory's `?ID=`), or a page whose data failed: the browser's to decide.
      if ((response.status !== 200 && response.status !== 404) || !pageDataComplete(queryClient)) return null;
      const document = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
      const hints = /^(?:<link\b[^>]*>)*/.exec(document)?.[0] ?? '';
      const islandScript = (island && ISLAND_SCRIPTS[island]) ?? null;
      return { html: document.slice(hints.length), headHints: hints, catalogParts, brandStyle: brandStyleOf(brand), status: response.status, islandScript };
    },

    async renderAddressError({ lang, status, host }) {
      const brand = brandOf(host);
      const queryClient = serverQueryClient();
      queryClient.setQueryData(currentUserKey, null);
      // The layout's links and menus need a router: one at the language's home, never loaded with the refused address.
      const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [`/${lang}/`] }) });
      await router.load();
      const html = renderToStaticMarkup(
        <AppProviders queryClient={queryClient} brand={brand} i18n={pageCatalog(lang, [])}>
          <RouterContextProvider router={router}>
            <PublicLayout>
              <AddressErrorPage status={status} />
            </PublicLayout>
          </RouterContextProvider>
        </AppProviders>,
      );
      return { html, brandStyle: brandStyleOf(brand) };
    },
  };
}
