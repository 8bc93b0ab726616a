import { useLingui } from '@lingui/react';
import { LoadingArea } from '@marketplace/ui';
import { useEffect, useReducer, type ReactNode } from 'react';
import { catalogPartUsed, isCatalogPartLoaded, loadCatalogPart, type CatalogPart } from './i18n';
import { isSupportedLocale, SUPPORTED_LOCALES } from './languages';

/** Renders its children once a catalog part is loaded for the current language (a spinner meanwhile). */
export function WithCatalogPart({ part, children }: { part: CatalogPart; children: ReactNode }) {
  const { i18n } = useLingui();
  // Heard by the server's rendering of the page (ADR 0065).
  catalogPartUsed(part);
  const locale = isSupportedLocale(i18n.locale) ? i18n.locale : SUPPORTED_LOCALES[0];
  const ready = isCatalogPartLoaded(part, locale, i18n);
  // The loaded catalogs live in i18n, outside React: re-render once the part arrives.
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);

  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadCatalogPart(part, locale).then(() => {
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [part, locale, ready]);

  return ready ? <>{children}</> : <LoadingArea />;
}

/** For a route `loader`: loads a catalog part for the route's language before the page renders. */
export async function loadCatalogPartFor(part: CatalogPart, lang: string): Promise<void> {
  if (isSupportedLocale(lang)) await loadCatalogPart(part, lang);
}

/** The same for several parts at once. */
export async function loadCatalogPartsFor(parts: readonly CatalogPart[], lang: string): Promise<void> {
  await Promise.all(parts.map((part) => loadCatalogPartFor(part, lang)));
}
