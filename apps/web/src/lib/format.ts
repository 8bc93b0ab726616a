import {
  formatDateTime, formatKilometres, formatLongDate, formatMoney, formatNumber, formatPercent, type MoneyFormatOptions, type ZoneOptions,
} from '@marketplace/domain/shared';
import { useMemo } from 'react';
import { useLang } from './use-lang';

/** Money (integer cents) in the page language, always with its cents: "$25,000.00" (en-ca), "25 000,00 $" (fr-ca). ADR 0060. */
export function money(cents: number, locale: string): string {
  return formatMoney(cents, locale, { cents: true });
}

/** A percentage given in percent: "17.99%" (en-ca), "17,99 %" (fr-ca). ADR 0060. */
export const percent = (value: number, locale: string): string => formatPercent(value, locale);

/** Kilometres: "240,000 km" (en-ca), "240 000 km" (fr-ca). ADR 0060. */
export const kilometres = (km: number, locale: string): string => formatKilometres(km, locale);

/** The shared locale formatter (ADR 0060) bound to one language: what a page writes numbers, money and dates with. */
export interface PageFormat {
  /** Integer cents; the cents shown only when there are some unless `cents` says otherwise. */
  readonly money: (cents: number, options?: MoneyFormatOptions) => string;
  /** Whole dollars, rounded (an appraisal, a price tile): "$15,600" / "15 600 $". */
  readonly dollars: (cents: number) => string;
  /** In percent (17.99 is "17.99%"). */
  readonly percent: (value: number, options?: { maximumFractionDigits?: number }) => string;
  readonly number: (value: number, options?: { maximumFractionDigits?: number }) => string;
  readonly kilometres: (km: number) => string;
  /** Spec §9's long date, an instant read in the province's time zone (Toronto's by default). */
  readonly longDate: (value: Date | string, options?: ZoneOptions) => string;
  readonly dateTime: (value: Date | string, options?: ZoneOptions & { readonly seconds?: boolean }) => string;
}

export const pageFormat = (lang: string): PageFormat => ({
  money: (cents, options) => formatMoney(cents, lang, options),
  dollars: (cents) => formatMoney(cents, lang, { cents: false }),
  percent: (value, options) => formatPercent(value, lang, options),
  number: (value, options) => formatNumber(value, lang, options),
  kilometres: (km) => formatKilometres(km, lang),
  longDate: (value, options) => formatLongDate(value, lang, options),
  dateTime: (value, options) => formatDateTime(value, lang, options),
});

/** The page's formatter, in the language of the URL: `const f = useFormat(); f.money(2_069_000)` is "$20,690" / "20 690 $". */
export function useFormat(): PageFormat {
  const lang = useLang();
  return useMemo(() => pageFormat(lang), [lang]);
}

/** mm:ss of a number of seconds (never negative). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
