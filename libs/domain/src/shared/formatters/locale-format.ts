import { localDate, PROVINCE_TIME_ZONES } from './local-date';

/**
 * The one place numbers, money, percentages and dates are written for a person (ADR 0060): the web pages, the emails
 * and the PDFs all call these, so that "17,99 %", "20 690 $" and "13 décembre 2026" read the same everywhere.
 *
 * Dates: a calendar date ('YYYY-MM-DD') is shown as is; an instant is first turned into the calendar day of the
 * buyer's province (its time zone, Toronto's when the province is unknown), so that a contract signed at 02:00 UTC
 * carries the same day as the page that shows it, whatever the browser's or the server's zone.
 */
export type LocaleKey = 'en-ca' | 'fr-ca';

/** 'fr-ca' for any French key ('fr', 'fr-ca', 'fr-CA'), 'en-ca' otherwise (English is the default language). */
export const localeKeyOf = (lang: string | null | undefined): LocaleKey => (lang?.toLowerCase().startsWith('fr') ? 'fr-ca' : 'en-ca');

const intlLocale = (lang: string | null | undefined) => (localeKeyOf(lang) === 'fr-ca' ? 'fr-CA' : 'en-CA');

/** Building an Intl formatter costs far more than using one: one per locale and options. */
function cachedFormats<O, F>(make: (locale: string, options: O) => F): (lang: string, options: O) => F {
  const formats = new Map<string, F>();
  return (lang, options) => {
    const locale = intlLocale(lang);
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}
const numberFormat = cachedFormats((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
const dateFormat = cachedFormats((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

export interface MoneyFormatOptions {
  /** true: always the cents; false: always whole dollars (rounded); absent: the cents only when there are some. */
  readonly cents?: boolean;
  /** "+1 200 $" / "−300 $": the sign of a change, shown for gains too. */
  readonly sign?: boolean;
}

/** Money in integer cents: "$20,690" / "20 690 $", "$123.45" / "123,45 $". */
export function formatMoney(cents: number, lang: string, options: MoneyFormatOptions = {}): string {
  const whole = options.cents === false || (options.cents === undefined && cents % 100 === 0);
  return numberFormat(lang, {
    style: 'currency', currency: 'CAD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2,
    ...(options.sign ? { signDisplay: 'always' as const } : {}),
  }).format(cents / 100);
}

/** A percentage given in percent (17.99 means 17.99 %): "17.99%" / "17,99 %", up to 3 decimals ("9,975 %"). */
export function formatPercent(percent: number, lang: string, options: { maximumFractionDigits?: number } = {}): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: options.maximumFractionDigits ?? 3 }).format(percent / 100);
}

/** A plain number: "12,345.5" / "12 345,5". */
export function formatNumber(value: number, lang: string, options: { maximumFractionDigits?: number } = {}): string {
  return numberFormat(lang, { maximumFractionDigits: options.maximumFractionDigits ?? 3 }).format(value);
}

/** Kilometres: "240,000 km" / "240 000 km". */
export function formatKilometres(km: number, lang: string): string {
  return numberFormat(lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where a day or a time is read: the province's time zone (Toronto's for an unknown or absent province). */
export interface ZoneOptions {
  /** The buyer's province (two letters), e.g. 'QC', 'BC'. */
  readonly province?: string | null;
}

/**
 * The calendar day an instant or a date stands for, in the province's time zone: '2026-12-13T03:30:00Z' is
 * '2026-12-12' in Quebec and Ontario, a 'YYYY-MM-DD' date is itself. Null for something that is not a date.
 */
export function calendarDayOf(value: Date | string, options: ZoneOptions = {}): string | null {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  return localDate(instant, options.province ?? '');
}

/**
 * The long date of spec §9: "December 13, 2026" / "13 décembre 2026" ("1er décembre 2026", as French writes the first
 * of a month). A sentence puts its own article around it ("le 13 décembre 2026").
 */
export function formatLongDate(value: Date | string, lang: string, options: ZoneOptions = {}): string {
  const day = calendarDayOf(value, options);
  if (day === null) return String(value);
  const text = dateFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return localeKeyOf(lang) === 'fr-ca' ? text.replace(/^1 /, '1er ') : text;
}

/**
 * Date and time, in the province's time zone: "December 13, 2026 at 2:05 p.m." / "13 décembre 2026 à 14 h 05";
 * `seconds` for a log where the order of close events matters ("2:05:09 p.m." / "14 h 05 min 09 s").
 */
export function formatDateTime(value: Date | string, lang: string, options: ZoneOptions & { readonly seconds?: boolean } = {}): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return String(value);
  const timeZone = PROVINCE_TIME_ZONES[options.province ?? ''] ?? PROVINCE_TIME_ZONES.QC;
  const text = dateFormat(lang, { dateStyle: 'long', timeStyle: options.seconds ? 'medium' : 'short', timeZone }).format(instant);
  return localeKeyOf(lang) === 'fr-ca' ? text.replace(/^1 /, '1er ') : text;
}

/**
 * French typography for running text (Office québécois de la langue française): a no-break space, not a plain one,
 * before « : ; ! ? » and after «. A sign written with no space before it is left alone ("https://", "10:30").
 */
export const frenchTypography = (text: string): string => text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

/**
 * The same text for a PDF's standard fonts (WinAnsi has no narrow no-break space, U+202F, that Intl writes in French):
 * every no-break space becomes a plain one.
 */
export const pdfText = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');
