import { useLingui } from '@lingui/react';
import { useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { languagesQuery } from './config/languages-query';
import { isSupportedLocale, languageIdOf, SUPPORTED_LOCALES, type Locale } from './languages';

/** The language of the current URL (falls back to the active catalog, then the default language). */
export function useLang(): Locale {
  // Outside any route's match too (the server's page of a refused address, ADR 0065): the active catalog's language then.
  const params = (useParams({ strict: false, shouldThrow: false }) ?? {}) as { lang?: string };
  const { i18n } = useLingui();
  if (isSupportedLocale(params.lang)) return params.lang;
  return isSupportedLocale(i18n.locale) ? i18n.locale : SUPPORTED_LOCALES[0];
}

/** The legacy numeric id of the current language (1 English, 2 French unless configured otherwise). */
export function useLanguageId(): number {
  const lang = useLang();
  const { data: languages } = useQuery(languagesQuery);
  return languageIdOf(lang, languages);
}
