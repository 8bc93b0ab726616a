import { type LocaleKey, localeKeyOf } from '../shared';

/**
 * The languages the product speaks (spec §2, §3 Config, §9). This is the configuration the server answers on
 * GET /api/config/languages; the first is the default. Language id 1 is English.
 */
export interface LanguageConfig {
  readonly id: number;
  readonly key: string;
  readonly name: string;
}

export const LANGUAGES: readonly LanguageConfig[] = [
  { id: 1, key: 'en-ca', name: 'English' },
  { id: 2, key: 'fr-ca', name: 'Français' },
];

export const DEFAULT_LANGUAGE_ID = LANGUAGES[0].id;

export const isKnownLanguageId = (id: number): boolean => LANGUAGES.some((l) => l.id === id);

export const languageKeyOf = (id: number | null | undefined): string => LANGUAGES.find((l) => l.id === id)?.key ?? LANGUAGES[0].key;

/**
 * The language a person is written to in (ADR 0060): every email, SMS, PDF and link sent to them, from the language
 * id of their profile (set at sign-up from the page's language, changed on the profile page). English when unknown.
 */
export const preferredLanguageOf = (languageId: number | null | undefined): LocaleKey => localeKeyOf(languageKeyOf(languageId));
