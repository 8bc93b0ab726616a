import { useLingui } from '@lingui/react';
import { LoadingArea } from '@marketplace/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { isCatalogPartLoaded, loadCatalogPart, type CatalogPart } from './i18n';
import { isSupportedLocale, SUPPORTED_LOCALES } from './languages';

/** Renders its children once a catalog part is loaded for the current language (a spinner meanwhile). */
export function WithCatalogPart({ part, children }: { part: CatalogPart; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = isSupportedLocale(i18n.locale) ? i18n.locale : SUPPORTED_LOCALES[0];
  const [ready, setReady] = useState(() => isCatalogPartLoaded(part, locale));

  useEffect(() => {
    let live = true;
    if (isCatalogPartLoaded(part, locale)) {
      setReady(true);
      return;
    }
    setReady(false);
    void loadCatalogPart(part, locale).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [part, locale]);

  return ready ? <>{children}</> : <LoadingArea />;
}

/** For a route `loader`: loads a catalog part for the route's language before the page renders. */
export async function loadCatalogPartFor(part: CatalogPart, lang: string): Promise<void> {
  if (isSupportedLocale(lang)) await loadCatalogPart(part, lang);
}
