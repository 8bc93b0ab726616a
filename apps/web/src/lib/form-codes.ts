import type { $ZodIssue } from 'zod/v4/core';
import { tooLongCode, ValidationCode } from './validation';

/**
 * From zod issues to the one code each form field shows (lib/validation turns it into the current language's message).
 * Shared by the react-hook-form resolver (form-resolver.ts) and the light form of the first pages (light-form.ts).
 */
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
 * One code per field path: its first stated code (a contract's or a form rule's, the more precise wording), else its
 * first issue's; `type` is the zod issue code.
 */
export function fieldCodes(issues: readonly $ZodIssue[]): Record<string, { type: string; code: string }> {
  const codes: Record<string, { type: string; code: string }> = {};
  const stated = new Set<string>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    const code = statedCodeOf(issue);
    if (stated.has(path) || (codes[path] && !code)) continue;
    codes[path] = { type: issue.code, code: code ?? readCodeOf(issue) };
    if (code) stated.add(path);
  }
  return codes;
}
