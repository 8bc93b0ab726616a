/** Long date of spec §9 for the page language: "March 1, 2021" (en-ca), "1 mars 2021" (fr-ca). */
export function formatLongDate(date: Date | string, locale: string): string {
  const value = typeof date === 'string' ? new Date(`${date}${date.length === 10 ? 'T12:00:00' : ''}`) : date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value);
}

/** Publication date of the terms of use and the privacy policy (spec §1). */
export const LEGAL_PUBLICATION_DATE = '2021-03-01';

/** Date and time in the page language: "March 1, 2021 at 2:05 p.m." / "1 mars 2021 à 14 h 05". */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
