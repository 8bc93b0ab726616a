/**
 * Prerendered pages of the web app (issue #18, ADR 0037). The web build renders the login page of every brand and
 * language with the app's own components (apps/web/scripts/prerender.mjs, `dist/.prerender/pages.json`); the server
 * puts the markup of the visitor's brand in index.html's boot shell, in place of the spinner, so the page paints as
 * soon as the HTML and CSS are in, not once its JavaScript has run. The app renders the same page under it, then removes
 * the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface PrerenderedPage {
  /** Query parameters that do not change the page's markup; a request with any other one gets none. */
  readonly neutralSearch: readonly string[];
  /** Markup by brand id. */
  readonly byBrand: Readonly<Record<string, string>>;
}

export interface Prerendered {
  /** The web app's development host names (`finance.localhost`...) -> brand id. */
  readonly developmentHosts: Readonly<Record<string, string>>;
  /** By path (`/en-ca/login`). */
  readonly pages: Readonly<Record<string, PrerenderedPage>>;
}

/** The web build's prerendered pages, or null for a build without them. */
export function readPrerendered(webDist: string): Prerendered | null {
  const file = path.join(webDist, '.prerender', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Prerendered) : null;
}

const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/**
 * The brand of a host as the web app resolves it (apps/web/src/lib/brand/resolve-brand.ts): the configured
 * production hosts (BRAND_HOSTS), then the development host names, else the default brand.
 */
export function brandOfHost(host: string, brandHosts: Readonly<Record<string, string>>, developmentHosts: Readonly<Record<string, string>>): string {
  const name = normaliseHost(host);
  const configured = Object.entries(brandHosts).find(([h]) => normaliseHost(h) === name)?.[1];
  return configured ?? developmentHosts[name] ?? 'default';
}

export interface PageRequest {
  readonly url: string;
  /** Host name without port. */
  readonly host: string;
  /** A session token came with the request: the app may show another page (a signed-in user leaves the login page). */
  readonly signedIn: boolean;
}

/** The `{ key, markup }` to serve inside #root for a request, or null (the page then shows the boot shell). */
export function prerenderedFor(prerendered: Prerendered | null, brandHosts: Readonly<Record<string, string>>, request: PageRequest): { key: string; markup: string } | null {
  if (!prerendered || request.signedIn) return null;
  const [pathname, query = ''] = request.url.split('?', 2);
  const page = prerendered.pages[pathname];
  if (!page) return null;
  if ([...new URLSearchParams(query).keys()].some((name) => !page.neutralSearch.includes(name))) return null;
  const brand = brandOfHost(request.host, brandHosts, prerendered.developmentHosts);
  const markup = page.byBrand[brand] ?? page.byBrand.default;
  return markup === undefined ? null : { key: `${pathname}|${brand}`, markup };
}

/**
 * index.html with the markup in place of the boot shell's spinner: the shell covers the page until the app has
 * rendered its first route, then the app removes it, as it does the spinner. Inert and hidden from assistive
 * technology meanwhile (its form cannot work yet; the app's page under it is the one to use).
 */
export function withPrerendered(indexHtml: string, markup: string): string {
  return indexHtml.replace(/<div id="boot"[\s\S]*?(?=<div id="root">)/, () => `<div id="boot" class="boot boot--page" inert aria-hidden="true">${markup}</div>\n    `);
}
