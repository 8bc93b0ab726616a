/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src`, import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin: it generates the route tree and splits each route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // Compiles src/locales/*/messages.po when imported, so catalogs are never stale build artefacts.
    lingui(),
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
          // Everything the first page load needs anyway goes into one chunk (fewer requests, better compression);
          // route components stay in their own lazy chunks. The three groups after it gather the small modules the
          // login page loads as one chunk each otherwise (every file gzipped apart costs its own dictionary): the
          // public layout with its header and footer pieces, the text fields and their validation every form uses, the sign-in card's
          // pieces (ADR 0037).
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'public-layout', test: /src[\\/]features[\\/]layout[\\/]components[\\/](public-layout|brand-logo|impersonation-banner-slot|language-menu|user-menu|site-footer)\.tsx$|src[\\/]lib[\\/](icons\.tsx|use-lang\.ts|links\.ts|hooks\.ts|api[\\/]customer-transactions\.ts)$|libs[\\/]ui[\\/]src[\\/]components[\\/](menu|surface)\.tsx$/ },
            { name: 'text-fields', test: /libs[\\/]ui[\\/]src[\\/]components[\\/]text-field\.tsx$|src[\\/]lib[\\/](form-codes|validation)\.ts$/ },
            { name: 'auth-card', test: /src[\\/]features[\\/]auth[\\/]components[\\/](auth-card|password-toggle|social-buttons)\.tsx$/ },
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
    css: false,
    testTimeout: 30_000,
  },
});
