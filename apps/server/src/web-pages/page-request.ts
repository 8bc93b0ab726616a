import { inventorySegmentFor, vehicleIdOfSegment } from '@marketplace/contracts';
import { someRouteMatches } from '../platform/http/web-preload';

/**
 * What a GET of a web app path answers (ADR 0061), decided from the URL alone: a redirect to the canonical address
 * (spec §2 URL rules, the inventory's segment per language), a public page, a vehicle page (its listing decides the
 * rest), another page of the app (client-rendered, not indexed), or an error page. Pure: the routes it knows come from
 * the web build (`.seo/site.json`).
 */

export const LANGS = ['en-ca', 'fr-ca'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** The public pages: indexed, in the sitemap, with their own title and description. */
export const PUBLIC_PAGES = ['home', 'inventory', 'login', 'signup', 'faq', 'privacy-policy', 'terms-and-conditions'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** A page's path in a language (the inventory's segment follows the language). */
export function publicPagePath(lang: Lang, page: PublicPage): string {
  if (page === 'home') return `/${lang}/`;
  if (page === 'inventory') return `/${lang}/${inventorySegmentFor(lang)}`;
  return `/${lang}/${page}`;
}

export type PageAnswer =
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string }
  | { readonly kind: 'public'; readonly lang: Lang; readonly page: PublicPage }
  | { readonly kind: 'vehicle'; readonly lang: Lang; readonly id: string; readonly segment: string; readonly query: string }
  | { readonly kind: 'app'; readonly lang: Lang }
  | { readonly kind: 'error'; readonly status: 400 | 404 | 414; readonly lang: Lang };

/** Longer queries answer 414: no page of the app needs one (a search is 100 characters, a referer a path). */
export const MAX_QUERY_LENGTH = 2_048;
/** The inventory's query keys (apps/web/src/features/catalog/search.ts, and the spec §7 inventory redirect's). */
const INVENTORY_KEYS = new Set(['make', 'model', 'year', 'condition', 'body', 'minPrice', 'maxPrice', 'q', 'sort', 'page', 'ID', 'vehicleId', 'url']);
const MAX_INVENTORY_VALUE = 200;

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null; // malformed escapes, or UTF-8 of a lone surrogate
  }
};

/**
 * The inventory's query without what its page cannot use: unknown and repeated keys, values too long or not UTF-8.
 * Each kept pair stays exactly as sent (the app's own encoding of its search); null when nothing is dropped.
 */
export function cleanInventoryQuery(query: string): string | null {
  if (query === '') return null;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const [rawKey, rawValue = ''] = pair.split('=', 2);
    const key = decoded(rawKey);
    const value = decoded(rawValue);
    if (key === null || value === null || !INVENTORY_KEYS.has(key) || seen.has(key) || value.length > MAX_INVENTORY_VALUE) continue;
    seen.add(key);
    kept.push(pair);
  }
  const clean = kept.join('&');
  return clean === query ? null : clean;
}

/** Every key and value of a query decodes (percent escapes of UTF-8). */
const queryDecodes = (query: string): boolean => query.split(/[&=]/).every((part) => decoded(part) !== null);

/** A last segment with a file extension (`app-1.js`, `favicon.png`, `wp-login.php`). */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export function answerFor(url: string, routeFiles: readonly string[]): PageAnswer {
  const mark = url.indexOf('?');
  const rawPath = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  const rawSegments = rawPath.split('/').slice(1);
  const first = rawSegments[0] ?? '';
  const lowered = first.toLowerCase();
  const lang: Lang = isLang(lowered) ? lowered : LANGS[0];
  if (query.length > MAX_QUERY_LENGTH) return { kind: 'error', status: 414, lang };
  const segments = rawSegments.map(decoded);
  if (segments.some((s) => s === null)) return { kind: 'error', status: 400, lang };
  // Spec §2: the root goes to the first language's home, an unknown language to its login page; but a file that is
  // not there (an asset of an older build, /wp-login.php) is not a page: 404, not the login page as a script.
  if (rawPath === '/') return { kind: 'redirect', status: 302, location: `/${LANGS[0]}/` };
  if (!isLang(lowered) && (first === 'assets' || FILE_NAME.test(rawSegments.at(-1) ?? ''))) return { kind: 'error', status: 404, lang };
  if (!isLang(lowered)) return { kind: 'redirect', status: 302, location: `/${LANGS[0]}/login` };
  if (first !== lowered) return { kind: 'redirect', status: 301, location: withQuery(`/${lowered}${rawPath.slice(first.length + 1)}`, query) };
  if (rawSegments.length === 1) return { kind: 'redirect', status: 301, location: withQuery(`/${lang}/`, query) };
  if (rawSegments.length > 2 && rawSegments.at(-1) === '') {
    return { kind: 'redirect', status: 301, location: withQuery(rawPath.replace(/\/+$/, ''), query) };
  }
  const rest = segments.slice(1) as string[];
  // A query parameter that is not UTF-8 (a lone surrogate) is none a page can read: the inventory's query drops it
  // (its canonical redirect, below), any other page is refused.
  const inventoryList = rest.length === 1 && (rest[0] === 'cars' || rest[0] === 'autos');
  if (!inventoryList && !queryDecodes(query)) return { kind: 'error', status: 400, lang };
  if (rest.length === 1 && rest[0] === '') return { kind: 'public', lang, page: 'home' };
  if (rest[0] === 'cars' || rest[0] === 'autos') {
    const wanted = inventorySegmentFor(lang);
    if (rest[0] !== wanted) return { kind: 'redirect', status: 301, location: withQuery(`/${lang}/${wanted}${rawPath.slice(`/${lang}/${rest[0]}`.length)}`, query) };
    if (rest.length === 1) {
      const clean = cleanInventoryQuery(query);
      return clean === null ? { kind: 'public', lang, page: 'inventory' } : { kind: 'redirect', status: 301, location: withQuery(rawPath, clean) };
    }
    const id = rest.length === 2 ? vehicleIdOfSegment(rest[1]) : null;
    return id ? { kind: 'vehicle', lang, id, segment: rawSegments[2], query } : { kind: 'error', status: 404, lang };
  }
  if (rest.length === 1 && (PUBLIC_PAGES as readonly string[]).includes(rest[0]) && rest[0] !== 'home' && rest[0] !== 'inventory') {
    return { kind: 'public', lang, page: rest[0] as PublicPage };
  }
  return someRouteMatches(routeFiles, `/${segments.join('/')}`) ? { kind: 'app', lang } : { kind: 'error', status: 404, lang };
}
