import { safeParse, type $ZodType } from 'zod/v4/core';
import { fieldCodes } from './form-codes';

/** A form's values checked by a schema: its output, or the one code each refused field shows (form-codes.ts). */
export type FormCheckResult<Output> = { data: Output; codes: Record<string, never> } | { data: null; codes: Record<string, { type: string; code: string }> };
export type FormCheck<Output> = (values: unknown) => FormCheckResult<Output>;

/**
 * The check of a light form (light-form.ts) or of a few fields, by a schema derived from a contract. A module that
 * builds one is fetched when its form is first used (ADR 0066): the schema and zod stay out of the page's first load.
 */
export function formCheck<Output>(schema: $ZodType<Output>): FormCheck<Output> {
  return (values) => {
    const result = safeParse(schema, values, { reportInput: true });
    return result.success ? { data: result.data, codes: {} } : { data: null, codes: fieldCodes(result.error.issues) };
  };
}
