import { formatDateTime } from '@marketplace/domain/shared';
export { userTypeLabel } from '../../lib/user-type-labels';

/** Date and time to the second: audit rows of one command are often within the same minute. */
export function formatInstant(iso: string, locale: string): string {
  return formatDateTime(iso, locale, { seconds: true });
}
