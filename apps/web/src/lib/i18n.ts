import { i18n, type Messages } from '@lingui/core';
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

const loaded = new Set<string>();
/** Parts the page has used: switching language loads them too before activating, so no text is ever missing. */
const inUse = new Set<CatalogPart>();

/**
 * Loads (once) the core catalog and the parts in use for a language, then activates it, and tells assistive technology
 * which language the page is in.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const pending: Promise<void>[] = [...inUse].map((part) => loadCatalogPart(part, locale));
  if (!loaded.has(`core:${locale}`)) {
    pending.push(
      core[locale]().then(({ messages }) => {
        i18n.load(locale, messages);
        loaded.add(`core:${locale}`);
      }),
    );
  }
  await Promise.all(pending);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);
}

export function isCatalogPartLoaded(part: CatalogPart, locale: Locale): boolean {
  return loaded.has(`${part}:${locale}`);
}

/** Adds a part's messages to the locale's catalog (Lingui merges them and re-renders). */
export async function loadCatalogPart(part: CatalogPart, locale: Locale): Promise<void> {
  inUse.add(part);
  if (loaded.has(`${part}:${locale}`)) return;
  const { messages } = await parts[part][locale]();
  i18n.load(locale, messages);
  loaded.add(`${part}:${locale}`);
}

export { i18n };
