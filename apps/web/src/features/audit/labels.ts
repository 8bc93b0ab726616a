export { userTypeLabel } from '../../lib/user-type-labels';

/** Date and time to the second: audit rows of one command are often within the same minute. */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
