import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './languages';

/**
 * Catalogs, each compiled by the Lingui Vite plugin when imported and loaded as its own chunk:
 * - `messages`: everything the public pages need (the inventory and the vehicle page included: a part of their own was
 *   one more round trip before they could render, issue #43), loaded before the first render;
 * - `account`: the signed-in areas (customer, teams, dealership, account status, activation), loaded by their routes;
 * - `admin`: users management, loaded by its routes;
 * - `audit`: the audit console (/admin/audit), loaded by its route;
 * - `vehicles-team`: the vehicles team's tools, loaded by their routes;
 * - `credit`: the credit pre-qualification wizard, loaded by its route;
 * - `dealer`: the company dashboard and lead management, loaded by their routes;
 * - `trade-in`: the trade-in wizard, standalone flow, block and advisers' screens, loaded by their routes;
 * - `legal`: the long legal texts (terms, privacy policy, FAQ), loaded by the pages and the dialog that show them.
 * Only the language of the page is loaded. Splitting keeps the public pages' first load light (issue #43: the JavaScript
 * budgets as sent, ADR 0066).
 */
type Loader = () => Promise<{ messages: Messages }>;

const core: Record<Locale, Loader> = {
  'en-ca': () => import('../locales/en-ca/messages.po'),
  'fr-ca': () => import('../locales/fr-ca/messages.po'),
};

export type CatalogPart = 'account' | 'admin' | 'audit' | 'credit' | 'dealer' | 'legal' | 'purchase' | 'trade-in' | 'vehicles-team';

const parts: Record<CatalogPart, Record<Locale, Loader>> = {
  account: {
    'en-ca': () => import('../locales/en-ca/account.po'),
    'fr-ca': () => import('../locales/fr-ca/account.po'),
  },
  admin: {
    'en-ca': () => import('../locales/en-ca/admin.po'),
    'fr-ca': () => import('../locales/fr-ca/admin.po'),
  },
  audit: {
    'en-ca': () => import('../locales/en-ca/audit.po'),
    'fr-ca': () => import('../locales/fr-ca/audit.po'),
  },
  credit: {
    'en-ca': () => import('../locales/en-ca/credit.po'),
    'fr-ca': () => import('../locales/fr-ca/credit.po'),
  },
  dealer: {
    'en-ca': () => import('../locales/en-ca/dealer.po'),
    'fr-ca': () => import('../locales/fr-ca/dealer.po'),
  },
  'trade-in': {
    'en-ca': () => import('../locales/en-ca/trade-in.po'),
    'fr-ca': () => import('../locales/fr-ca/trade-in.po'),
  },
  legal: {
    'en-ca': () => import('../locales/en-ca/legal.po'),
    'fr-ca': () => import('../locales/fr-ca/legal.po'),
  },
  purchase: {
    'en-ca': () => import('../locales/en-ca/purchase.po'),
    'fr-ca': () => import('../locales/fr-ca/purchase.po'),
  },
  'vehicles-team': {
    'en-ca': () => import('../locales/en-ca/vehicles-team.po'),
    'fr-ca': () => import('../locales/fr-ca/vehicles-team.po'),
  },
};

/** Every part (the server's rendering of public pages loads them all at its start, ADR 0065). */
export const CATALOG_PARTS = Object.keys(parts) as CatalogPart[];

const loaded = new Set<string>();
/**
 * Each catalog as loaded (a copy: Lingui merges later catalogs into the first object it was given), by `core:{locale}`
 * or `{part}:{locale}`: the server builds each page's catalog from them.
 */
const messagesOf = new Map<string, Messages>();
/** Parts the page has used: switching language loads them too before activating, so no text is ever missing. */
const inUse = new Set<CatalogPart>();

/**
 * Loads (once) the core catalog and the parts in use for a language, then activates it, and tells assistive technology
 * which language the page is in.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const pending: Promise<void>[] = [...inUse].map((part) => loadPart(part, locale));
  if (!loaded.has(`core:${locale}`)) {
    pending.push(
      core[locale]().then(({ messages }) => {
        messagesOf.set(`core:${locale}`, { ...messages });
        i18n.load(locale, messages);
        loaded.add(`core:${locale}`);
      }),
    );
  }
  await Promise.all(pending);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);
}

/** Whether a part's texts are in a catalog: the app's, or one built for a page on the server (`pageCatalog`). */
export function isCatalogPartLoaded(part: CatalogPart, locale: Locale, catalog: I18n = i18n): boolean {
  const page = pageCatalogParts.get(catalog);
  return page ? page.has(part) : loaded.has(`${part}:${locale}`);
}

/**
 * Where the server's rendering of a page (src/entry-server.tsx, ADR 0065) hears of the parts the page uses (its
 * routes' loaders and its components): the browser loads the same before it hydrates the page. None in the browser.
 */
let partUsed: ((part: CatalogPart) => void) | null = null;

export function reportCatalogPartsTo(listener: (part: CatalogPart) => void): void {
  partUsed = listener;
}

/** Says that the page being rendered uses a part (see `reportCatalogPartsTo`). */
export function catalogPartUsed(part: CatalogPart): void {
  partUsed?.(part);
}

/** Adds a part's messages to the locale's catalog (Lingui merges them and re-renders). */
export async function loadCatalogPart(part: CatalogPart, locale: Locale): Promise<void> {
  catalogPartUsed(part);
  await loadPart(part, locale);
}

async function loadPart(part: CatalogPart, locale: Locale): Promise<void> {
  inUse.add(part);
  if (loaded.has(`${part}:${locale}`)) return;
  const { messages } = await parts[part][locale]();
  messagesOf.set(`${part}:${locale}`, { ...messages });
  i18n.load(locale, messages);
  loaded.add(`${part}:${locale}`);
}

const pageCatalogParts = new WeakMap<I18n, ReadonlySet<CatalogPart>>();

/**
 * The catalog of one page rendered on the server (ADR 0065): the core messages, then the parts the page's routes
 * loaded, merged in that order as the browser merges them (two parts may translate the same English text apart, so a
 * page reads only its own), and active in the page's language. Every catalog must have been loaded before.
 */
export function pageCatalog(locale: Locale, pageParts: readonly CatalogPart[]): I18n {
  const catalog = setupI18n();
  for (const name of [`core:${locale}`, ...pageParts.map((part) => `${part}:${locale}`)]) {
    const messages = messagesOf.get(name);
    if (!messages) throw new Error(`catalog ${name} is not loaded`);
    // A copy: Lingui keeps the first object it is given for a locale and merges the next ones into it.
    catalog.load(locale, { ...messages });
  }
  catalog.activate(locale);
  pageCatalogParts.set(catalog, new Set(pageParts));
  return catalog;
}

export { i18n };
