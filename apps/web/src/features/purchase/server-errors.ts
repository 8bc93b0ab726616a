import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/http';

/**
 * Puts the server's field errors on the form's fields: `body.data.billing.postalCode` -> `billing.postalCode`.
 * Returns true when at least one field got its error (the form then needs no banner).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, prefixes: readonly string[] = ['body.data.', 'body.']): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const e of error.problem.errors ?? []) {
    const prefix = prefixes.find((p) => e.path.startsWith(p));
    if (!prefix) continue;
    setError(e.path.slice(prefix.length) as Path<T>, { type: 'server', message: e.code.includes('.') ? e.code : error.code });
    applied = true;
  }
  return applied;
}
