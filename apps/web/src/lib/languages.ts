/**
 * Languages and the URL rules of spec §2, as pure functions (the router calls them; tests cover them).
 * Every route starts with /{language}. The list comes from GET /api/config/languages; the first is the default.
 */
export const SUPPORTED_LOCALES = ['en-ca', 'fr-ca'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export interface Language {
  id: number;
  key: Locale;
  name: string;
}

/** Used when the configuration call fails or names no language we have a catalog for. */
export const FALLBACK_LANGUAGES: readonly Language[] = [
  { id: 1, key: 'en-ca', name: 'English' },
  { id: 2, key: 'fr-ca', name: 'Français' },
];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Keeps the configured languages that have a catalog, in configured order, without duplicates.
 * An empty or unusable answer gives the fallback list.
 */
export function normaliseLanguages(rows: ReadonlyArray<{ ID: number; Key: string; Name: string }> | null | undefined): Language[] {
  const seen = new Set<string>();
  const result: Language[] = [];
  for (const row of rows ?? []) {
    const key = row.Key?.toLowerCase();
    if (!isSupportedLocale(key) || seen.has(key)) continue;
    seen.add(key);
    result.push({ id: row.ID, key, name: row.Name });
  }
  return result.length > 0 ? result : [...FALLBACK_LANGUAGES];
}

export interface UrlParts {
  pathname: string;
  /** Query string including its leading `?`, or empty. */
  search?: string;
  /** Hash including its leading `#`, or empty. */
  hash?: string;
}

const suffix = ({ search = '', hash = '' }: UrlParts) => `${search}${hash}`;

/**
 * Where a location must be redirected before any route renders, or null when it may render.
 * - `/` goes to `/{first}/` (the home page of the default language).
 * - A first segment that is not a configured language goes to `/{first}/login`
 *   (a configured language in another letter case is lower-cased instead).
 * - A trailing slash is removed, except on the language root `/{lang}/`, which is the home page.
 */
export function languageRedirect(url: UrlParts, languages: readonly string[]): string | null {
  const first = languages[0] ?? SUPPORTED_LOCALES[0];
  const { pathname } = url;
  if (pathname === '' || pathname === '/') return `/${first}/${suffix(url)}`;

  const segments = pathname.split('/');
  const lang = segments[1] ?? '';
  if (!languages.includes(lang)) {
    const lower = lang.toLowerCase();
    if (languages.includes(lower)) {
      segments[1] = lower;
      return `${stripTrailingSlash(segments.join('/'), lower)}${suffix(url)}`;
    }
    return `/${first}/login`;
  }

  const stripped = stripTrailingSlash(pathname, lang);
  return stripped === pathname ? null : `${stripped}${suffix(url)}`;
}

/** Removes trailing slashes (and empty segments such as `//`) but keeps `/{lang}/`. */
export function stripTrailingSlash(pathname: string, lang: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  if (collapsed === `/${lang}/` || collapsed === `/${lang}`) return collapsed;
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** The same page in another language: swaps the first segment and keeps the rest of the path, the query and the hash. */
export function switchLanguageHref(url: UrlParts, to: string): string {
  const segments = url.pathname.split('/');
  if (segments.length < 2 || segments[1] === '') return `/${to}/${suffix(url)}`;
  segments[1] = to;
  return `${segments.join('/')}${suffix(url)}`;
}

/** Inventory route segment of spec §9: `autos` for French, otherwise `cars`. */
export function inventorySegment(lang: string): 'cars' | 'autos' {
  return lang.startsWith('fr') ? 'autos' : 'cars';
}

/** The numeric language id the legacy API expects (1 English, 2 French). */
export function languageIdOf(lang: string, languages: readonly Language[] = FALLBACK_LANGUAGES): number {
  return languages.find((l) => l.key === lang)?.id ?? (lang.startsWith('fr') ? 2 : 1);
}

/**
 * A referer is only followed when it is a path of this site (no scheme, no `//host`), so a crafted
 * login link cannot send the user elsewhere.
 */
export function safeRefererPath(referer: unknown, lang: string): string | null {
  if (typeof referer !== 'string' || !referer.startsWith('/') || referer.startsWith('//') || referer.includes('\\')) return null;
  const segment = referer.split(/[/?#]/)[1];
  if (!segment) return null;
  // Land in the current language even when the referer was recorded in the other one.
  return referer.replace(/^\/[^/?#]+/, `/${lang}`);
}
