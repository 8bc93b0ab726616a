/**
 * Server-side rendering of a public page for the build (ADR 0037): `scripts/prerender.mjs` renders the login page of
 * each brand and language with the app's own components, the server sends that markup in the boot shell of index.html,
 * and the browser paints it before the JavaScript has run. The app renders the page under it, then removes the shell.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { BRANDS, DEVELOPMENT_HOSTS, type BrandId } from '../lib/brand/brands';
import { paletteVariables } from '../lib/brand/theme';
import { languagesQuery } from '../lib/config/languages-query';
import { activateLocale } from '../lib/i18n';
import { FALLBACK_LANGUAGES, type Locale } from '../lib/languages';
import { BRAND_IDS } from '../lib/runtime-config';
import { currentUserKey } from '../lib/session/api/current-user';

export { BRAND_IDS, DEVELOPMENT_HOSTS };

/**
 * The markup of `path` for an anonymous visitor of `brandId`, as the app renders it with no runtime configuration
 * (no social sign-in buttons, the fallback languages), preceded by the brand's palette (which `applyBrandToDocument`
 * sets on `<html>` once the app runs).
 */
export async function prerenderPage(path: string, lang: Locale, brandId: BrandId): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(languagesQuery.queryKey, [...FALLBACK_LANGUAGES]);
  queryClient.setQueryData(currentUserKey, null);
  await activateLocale(lang);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const brand = { ...BRANDS[brandId], homeUrl: null };
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const palette = Object.entries(paletteVariables(brand.palette)).map(([name, value]) => `${name}:${value}`).join(';');
  return `<style>:root{${palette}}</style>${html}`;
}
