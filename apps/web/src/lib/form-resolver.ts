import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';
import { fieldCodes } from './form-codes';

export { formCodeOf } from './form-codes';

/**
 * A react-hook-form resolver for a schema derived from a contract (spec §5 forms). `Values` are the form's fields;
 * the schema reads them (usually `z.preprocess(toRequest, contractSchema.extend(...))`) and its output is what the
 * submit handler receives, the request body itself. Each field gets one code (form-codes.ts).
 */
export function formResolver<Values extends FieldValues, Output = Values>(schema: $ZodType<Output>): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = Object.fromEntries(
      Object.entries(fieldCodes(result.error.issues)).map(([path, { type, code }]) => [path, { type, message: code }]),
    );
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}
