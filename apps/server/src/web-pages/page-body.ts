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

/**
 * A page the app hydrates: its markup, the catalog parts it rendered with on `#root`, the brand's colours and the first
 * image's preload in the head. Its route chunks are not named in the head (ADR 0031's preloads): the page paints
 * without them, and the requests the browser starts before its first paint are the few that paint it (the page, its
 * stylesheet, the app's entry, its first images). They go on `#root` (`data-preload`), and the app names them as
 * module preloads once the page has painted (apps/web/src/lib/first-paint.ts), so they still load side by side, not
 * one import after another.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  const chunks = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const root = `<div id="root" data-rendered="server" data-catalog-parts="${page.catalogParts.join(',')}" data-preload="${chunks.join(' ')}">${page.html}</div>`;
  return headWith(indexHtml.replace(MODULE_PRELOAD, ''), `<style>${page.brandStyle}</style>${page.headHints}`)
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
