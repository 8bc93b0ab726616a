import { z } from 'zod';
import { ValidationCode, wholeNumberOf } from './validation';

/*
 * Field helpers for schemas a screen derives from a contract (classic zod). Kept apart from form-resolver.ts, which the
 * first page load needs and which must not pull classic zod into it.
 */
type FieldCode = string | null | false | undefined;

/** A screen rule on one field of a derived schema (`.superRefine(screenRule(...))`): `check` answers the code to show, or nothing. */
export const screenRule =
  <T>(check: (value: T) => FieldCode) =>
  (value: T, ctx: z.RefinementCtx<T>): void => {
    const code = check(value);
    if (code) ctx.addIssue({ code: 'custom', message: code, params: { code } });
  };

/**
 * A number the screen holds as text (a select's value, a typed id or amount), checked by its contract `field`. `read`
 * turns the trimmed text into the contract's number (undefined: left out; NaN: not a number); text it cannot read, or
 * that the contract refuses, shows `code` ("Enter a whole number" unless told).
 */
export function numberText<T>(field: z.ZodType<T>, code: string = ValidationCode.wholeNumber, read: (text: string) => number | undefined = wholeNumberOf) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = read(text);
      const parsed = Number.isNaN(value) ? undefined : field.safeParse(value);
      if (parsed?.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: code, params: { code } });
      return z.NEVER;
    });
}

/** The contract's `field`, whose every refusal shows the screen's one `code` (e.g. "Enter an https address"). */
export function withCode<O, I>(field: z.ZodType<O, I>, code: string) {
  return z.unknown().transform((value, ctx) => {
    const parsed = field.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: code, params: { code } });
    return z.NEVER;
  });
}
