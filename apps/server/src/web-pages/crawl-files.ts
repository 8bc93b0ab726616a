import { vehiclePagePath, type VehicleNaming } from '@marketplace/contracts';
import { create } from 'xmlbuilder2';
import { LANGS, PUBLIC_PAGES, publicPagePath, type Lang } from './page-request';

/**
 * The files crawlers ask for (ADR 0061): robots.txt, the sitemaps (an index of one sitemap per language, each listing
 * the public pages and every available vehicle, with its alternates in the other language) and security.txt.
 */

/** The app's personal areas and one-time pages: never crawled (their pages are `noindex` too). */
export const PERSONAL_AREAS = [
  'customer', 'company', 'admin', 'shopicarTeam', 'vehiclesTeam', 'block', 'buy-online', 'credit-application', 'trade-in', 'get-an-offer',
  'activate', 'create-password', 'reset-password', 'recover', 'unsubscribe',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...LANGS.flatMap((lang) => PERSONAL_AREAS.map((area) => `Disallow: /${lang}/${area}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** RFC 9116. `expires`: a year from now (the file must say until when it holds). */
export function securityTxt(origin: string, contact: string, expires: Date, languages: readonly string[] = ['en', 'fr']): string {
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** At most this many addresses in one sitemap (the protocol's limit is 50,000). */
export const SITEMAP_URLS = 45_000;

export interface SitemapListing extends VehicleNaming {
  /** ISO instant of the listing's last catalogue change. */
  readonly dateUpdated: string;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const HREFLANG: Record<Lang, string> = { 'en-ca': 'en-CA', 'fr-ca': 'fr-CA' };

/** The sitemaps of a language: the first lists the public pages then vehicles; the rest vehicles only. */
export function sitemapCount(listings: number): number {
  return Math.max(1, Math.ceil((listings + PUBLIC_PAGES.length) / SITEMAP_URLS));
}

export const sitemapPath = (lang: Lang, n: number) => `/sitemaps/${lang}-${n}.xml`;

export function sitemapIndex(origin: string, listings: readonly SitemapListing[], lastmod: string | null): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'sitemapindex');
  for (const lang of LANGS) {
    for (let n = 1; n <= sitemapCount(listings.length); n++) {
      const entry = doc.ele('sitemap');
      entry.ele('loc').txt(`${origin}${sitemapPath(lang, n)}`);
      if (lastmod) entry.ele('lastmod').txt(lastmod);
    }
  }
  return doc.end({ prettyPrint: false });
}

/** Sitemap `n` (from 1) of a language; null past the last one. */
export function sitemap(origin: string, lang: Lang, n: number, listings: readonly SitemapListing[], lastmod: string | null): string | null {
  if (!Number.isInteger(n) || n < 1 || n > sitemapCount(listings.length)) return null;
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'urlset').att('http://www.w3.org/2000/xmlns/', 'xmlns:xhtml', XHTML_NS);
  const url = (path: (l: Lang) => string, modified: string | null) => {
    const entry = doc.ele('url');
    entry.ele('loc').txt(`${origin}${path(lang)}`);
    if (modified) entry.ele('lastmod').txt(modified);
    for (const other of LANGS) entry.ele(XHTML_NS, 'xhtml:link').att('rel', 'alternate').att('hreflang', HREFLANG[other]).att('href', `${origin}${path(other)}`);
    entry.ele(XHTML_NS, 'xhtml:link').att('rel', 'alternate').att('hreflang', 'x-default').att('href', `${origin}${path(LANGS[0])}`);
  };
  // The public pages first, then the listings: the same slice in every language.
  const from = (n - 1) * SITEMAP_URLS;
  const pages = PUBLIC_PAGES.slice(from, from + SITEMAP_URLS);
  for (const page of pages) url((l) => publicPagePath(l, page), page === 'home' || page === 'inventory' ? lastmod : null);
  const start = Math.max(0, from - PUBLIC_PAGES.length);
  for (const listing of listings.slice(start, start + SITEMAP_URLS - pages.length)) url((l) => vehiclePagePath(l, listing), listing.dateUpdated);
  return doc.end({ prettyPrint: false });
}
