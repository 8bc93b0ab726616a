import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { safeParseAsync, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { tooLongCode, ValidationCode } from './validation';

const FORM_CODES: ReadonlySet<string> = new Set(Object.values(ValidationCode));

/**
 * The code a field shows for an issue (lib/validation turns it into the current language's message): a contract's
 * declared code (`purchase.invalid_postal_code`), a code a form rule gave as its message, or one read from zod's own
 * issue code, since contracts state sizes and types without the web's wording.
 */
export function formCodeOf(issue: $ZodIssue): string {
  return statedCodeOf(issue) ?? readCodeOf(issue);
}

/** The code a contract declared or a form rule gave, if any. */
function statedCodeOf(issue: $ZodIssue): string | undefined {
  const declared = (issue as { params?: { code?: unknown } }).params?.code;
  if (typeof declared === 'string') return declared;
  return FORM_CODES.has(issue.message) ? issue.message : undefined;
}

function readCodeOf(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      return issue.input === undefined || issue.input === null || issue.input === '' ? ValidationCode.required : ValidationCode.invalid;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? ValidationCode.required : ValidationCode.invalid;
    case 'too_big':
      return issue.origin === 'string' ? tooLongCode(Number(issue.maximum)) : ValidationCode.invalid;
    case 'invalid_format':
      return issue.format === 'email' ? ValidationCode.emailInvalid : ValidationCode.invalid;
    default:
      return ValidationCode.invalid;
  }
}

/**
 * A react-hook-form resolver for a schema derived from a contract (spec §5 forms). `Values` are the form's fields;
 * the schema reads them (usually `z.preprocess(toRequest, contractSchema.extend(...))`) and its output is what the
 * submit handler receives, the request body itself. Each field gets one code (see below).
 */
export function formResolver<Values extends FieldValues, Output = Values>(schema: $ZodType<Output>): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    // Each field shows its first stated code (a contract's or a form rule's, the more precise wording), else its first issue's.
    const errors: Record<string, FieldError> = {};
    const stated = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      const code = statedCodeOf(issue);
      if (stated.has(path) || (errors[path] && !code)) continue;
      errors[path] = { type: issue.code, message: code ?? readCodeOf(issue) };
      if (code) stated.add(path);
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}
