// Renders the login page of every brand and language with the app's own components (src/prerender/prerender-page.tsx,
// bundled for Node by Vite) into dist/.prerender/pages.json, which the server puts in the boot shell of index.html so
// the page paints before its JavaScript has run (ADR 0037). Runs after `vite build`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the package, so the bundle's bare imports (react, @tanstack/...) resolve from node_modules.
const outDir = path.join(root, 'node_modules/.cache/prerender');
const LOCALES = ['en-ca', 'fr-ca'];
/** Pages served prerendered, and the query parameters that do not change their markup (any other one: no markup). */
const PAGES = [{ page: 'login', neutralSearch: ['referer'] }];

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender/prerender-page.tsx', outDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
});
const { prerenderPage, BRAND_IDS, DEVELOPMENT_HOSTS } = await import(pathToFileURL(path.join(outDir, 'prerender-page.js')).href);

/** Until the app runs, the form cannot work: its fields and buttons are disabled, so nothing typed is lost. */
const inert = (html) => html.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');

const pages = {};
for (const { page, neutralSearch } of PAGES) {
  for (const lang of LOCALES) {
    const byBrand = {};
    for (const brand of BRAND_IDS) byBrand[brand] = inert(await prerenderPage(`/${lang}/${page}`, lang, brand));
    pages[`/${lang}/${page}`] = { neutralSearch, byBrand };
  }
}
mkdirSync(path.join(root, 'dist/.prerender'), { recursive: true });
writeFileSync(path.join(root, 'dist/.prerender/pages.json'), JSON.stringify({ developmentHosts: DEVELOPMENT_HOSTS, pages }));
rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} pages for ${BRAND_IDS.length} brands`);
