/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { CodeSplittingOptions } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { BRANDS, DEVELOPMENT_HOSTS } from './src/lib/brand/brands.js';

/** Routes whose code stays in the shell (see `codeSplittingOptions` below): what of each is split off, if anything. */
const SHELL_ROUTES: Record<string, CodeSplittingOptions['defaultBehavior']> = { '/$lang': [['notFoundComponent']], '/$lang/_public': [], '/$lang/cars': [], '/$lang/autos': [] };
const routesDir = fileURLToPath(new URL('./src/routes', import.meta.url));
const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src`, import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin: it generates the route tree and splits each route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // The layouts every public page renders stay in the shell (the `app` chunk) instead of a chunk each, fetched
      // after it: the language route's outlet and the public layout of the home, login and catalog pages (issue #43,
      // ADR 0066). Only the language route's not-found page is split off. Every other route splits as by default.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => SHELL_ROUTES[routeId] },
      quoteStyle: 'single',
    }),
    react(),
    // The Lingui macro is a Babel plugin: plugin-react 6 runs no Babel of its own (React Refresh is Oxc's now).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // Compiles src/locales/*/messages.po when imported, so catalogs are never stale build artefacts.
    lingui(),
    // What the server needs of the app to answer a page (ADR 0061), from one source, the app's: the brands' names and
    // titles (head tags, crawl files, favicons) and the route files (a path no route matches answers 404).
    {
      name: 'site-for-the-server',
      apply: 'build',
      generateBundle() {
        const brands = Object.fromEntries(Object.values(BRANDS).map((b) => [b.id, { name: b.name, pageTitle: b.pageTitle, favicon: b.favicon, logo: b.logo }]));
        const routes = (readdirSync(routesDir, { recursive: true }) as string[])
          .map((file) => file.split(path.sep).join('/'))
          .filter((file) => file.endsWith('.tsx'))
          .sort();
        this.emitFile({ type: 'asset', fileName: '.seo/site.json', source: JSON.stringify({ brands, developmentHosts: DEVELOPMENT_HOSTS, routes }) });
      },
    },
    // Every text file of the build also as .br and .gz, at the highest levels (once, at build time): the server sends
    // the one the browser accepts (@fastify/static `preCompressed`, ADR 0061). index.html is not among them: the
    // server fills it per request and compresses it on the fly. Images are compressed already.
    compression({
      include: /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/,
      exclude: [/\.seo[\\/]/, /\.vite[\\/]/],
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: /^@marketplace\/ui$/, replacement: `${lib('ui')}/index.ts` },
      { find: /^@marketplace\/ui\/(.*)$/, replacement: `${lib('ui')}/$1` },
      { find: /^@marketplace\/contracts$/, replacement: `${lib('contracts')}/index.ts` },
      { find: /^@marketplace\/contracts\/(.*)$/, replacement: `${lib('contracts')}/$1` },
      { find: /^@marketplace\/domain$/, replacement: `${lib('domain')}/index.ts` },
      { find: /^@marketplace\/domain\/(.*)$/, replacement: `${lib('domain')}/$1` },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // .vite/manifest.json: the server names a page's route chunks in index.html (modulepreload, ADR 0031).
    manifest: true,
    modulePreload: false,
    // One stylesheet for every page (about 8 KB brotli for all the app's CSS): the only render-blocking request, instead
    // of the app's CSS plus each route's (a second blocking request on the inventory and vehicle pages; issue #43).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger chunks on the first load of a public page (issue #43: each file is a request before the
          // first paint, and each compressed apart costs its own dictionary). Each group also takes the modules its
          // matches import (rolldown's default `includeDependenciesRecursively`), except those a group of higher
          // priority took. A route's page component stays a chunk of its own (TanStack Router's splitting).
          groups: [
            // The shell: what index.html starts (React, the router, the query client, the route table with the public
            // layout (SHELL_ROUTES), the HTTP client).
            { name: 'app', tags: ['$initial'], priority: 100 },
            // The small pieces most pages share: the document title hook, the surface, the query state, the vehicle
            // page address, the text and select fields with their validation messages, the light form.
            {
              name: 'common',
              priority: 20,
              test: /src[\\/]lib[\\/](hooks\.ts|query-state\.tsx|form-codes\.ts|validation\.ts|light-form\.ts)$|libs[\\/]ui[\\/]src[\\/]components[\\/](surface|text-field|select-field)\.tsx$|libs[\\/]contracts[\\/]src[\\/]catalog[\\/]vehicle-page-url\.ts$/,
            },
            // What the inventory and the vehicle page share: formats, labels, photos, provinces, the catalog's problem
            // messages.
            { name: 'catalog-pages', priority: 20, test: /src[\\/]features[\\/]catalog[\\/](format|labels|photo|province|problem-messages|api[\\/]keys)\.ts$/ },
            // The sign-in card's pieces, which the login, sign-up and password pages share (ADR 0037).
            { name: 'auth-card', priority: 10, test: /src[\\/]features[\\/]auth[\\/]components[\\/](auth-card|password-toggle|social-buttons)\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', '../../libs/ui/src/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    // The test files of a worker share one jsdom and one module registry (ADR 0093): a fresh environment and fresh
    // imports for each of the 91 files cost about 235 s of CPU, against 43 s without. Each file sets up the state it
    // reads (fetch stubs, storage; i18n.test resets its modules); shuffled runs found the three tests that leaned on
    // an order, since fixed.
    isolate: false,
    css: false,
    testTimeout: 30_000,
  },
});
