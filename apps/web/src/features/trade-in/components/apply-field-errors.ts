import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/http';

/** Puts the server's field errors (`body.basic.mileage`) on the form's fields; true when one landed. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, prefix: string): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const e of error.problem.errors ?? []) {
    if (!e.path.startsWith(prefix)) continue;
    setError(e.path.slice(prefix.length) as Path<T>, { type: 'server', message: e.code.includes('.') ? e.code : error.code });
    applied = true;
  }
  return applied;
}
