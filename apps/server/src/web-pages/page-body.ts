import { createHash } from 'node:crypto';
import type { RenderedPage } from './page-renderer';

/**
 * The body of a page the server rendered (ADR 0065), put into index.html: the markup in `#root`, where the app
 * hydrates it, instead of the boot shell's spinner (nothing covers the page while the scripts load) and of the
 * "needs JavaScript" notice (the page reads without it). The markup and the names in it come from the renderer, which
 * escapes every value (React); nothing of the request is written here.
 */

/** The boot shell, with its comment: everything from it to `#root`. */
const BOOT_SHELL = /(?:<!--(?:(?!-->)[^])*-->\s*)?<div id="boot"[\s\S]*?(?=<div id="root">)/;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
const EMPTY_ROOT = '<div id="root"></div>';

const headWith = (html: string, tags: string) => html.replace('</head>', () => `  ${tags}\n  </head>`);

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The app's entry scripts in index.html's head (rolldown's runtime, the `app` chunk). */
const APP_SCRIPTS = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * A page the app hydrates: its markup, the catalog parts it rendered with on `#root`, the brand's colours and the first
 * image's preload in the head. Its route chunks are not named in the head (ADR 0031's preloads): the page paints
 * without them, and the requests the browser starts before its first paint are the few that paint it (the page, its
 * stylesheet, the app's entry, its first images). They go on `#root` (`data-preload`), and the app names them as
 * module preloads once the page has painted (apps/web/src/lib/first-paint.ts), so they still load side by side, not
 * one import after another.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  if (page.islandScript) return withIsland(indexHtml, page, page.islandScript);
  const chunks = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const root = `<div id="root" data-rendered="server" data-catalog-parts="${page.catalogParts.join(',')}" data-preload="${chunks.join(' ')}">${page.html}</div>`;
  return headWith(indexHtml.replace(MODULE_PRELOAD, ''), `<style>${page.brandStyle}</style>${page.headHints}`)
    .replace(BOOT_SHELL, '')
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => root);
}

/**
 * A page whose route has an island (the login page, ADR 0086): the same markup, booted by the island's script instead
 * of the app's, which go on `#root` (`data-app`) for the island to start if it cannot take the page. No route chunk is
 * named: the island does not load the app's routes.
 */
function withIsland(indexHtml: string, page: RenderedPage, islandScript: string): string {
  const app = [...indexHtml.matchAll(APP_SCRIPTS)].map((m) => m[1]);
  const root = `<div id="root" data-rendered="server" data-catalog-parts="${page.catalogParts.join(',')}" data-app="${app.join(' ')}">${page.html}</div>`;
  // The island's script where the app's first was (the runtime's), the others gone.
  let first = true;
  const scripts = indexHtml.replace(APP_SCRIPTS, (tag) => (first && !(first = false) ? tag.replace(/src="[^"]+"/, () => `src="${islandScript}"`) : ''));
  return headWith(scripts.replace(MODULE_PRELOAD, ''), `<style>${page.brandStyle}</style>${page.headHints}`)
    .replace(BOOT_SHELL, '')
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => root);
}

/**
 * The Content-Security-Policy sources of a rendered page's inline scripts (the router's, with its state): the SHA-256
 * of each, as the browser hashes the script's text. Hashes rather than a nonce: a page is kept and sent again as it is,
 * and a browser revalidating its copy (a 304) keeps the body it has with the policy of the new answer.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}

/** A page sent as it is, without the app (an address refused before routing): its markup, and no script nor preload. */
export function withStaticPage(indexHtml: string, page: Pick<RenderedPage, 'html' | 'brandStyle'>): string {
  return headWith(indexHtml, `<style>${page.brandStyle}</style>`)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SHELL, '')
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
}
