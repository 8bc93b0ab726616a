import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/http';
import { ValidationCode } from '../../lib/validation';

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
    // A contract's own code, else a too-long text (zod's too_big) as such, else the problem's code.
    const code = e.code.includes('.') ? e.code : e.code === 'too_big' ? ValidationCode.tooLong : error.code;
    setError(e.path.slice(prefix.length) as Path<T>, { type: 'server', message: code });
    applied = true;
  }
  return applied;
}
