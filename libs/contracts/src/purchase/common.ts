import { z } from 'zod';

/** Money in purchase routes is an integer number of cents (CAD), like every pricing route. */
export const Cents = z.number().int().min(0).max(1_000_000_000).describe('Amount in cents (CAD), an integer');
export const text = (max: number) => z.string().max(max);
/** Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not: it must be a 400, never a database error). */
const isCalendarDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
};
/**
 * The years a date may name: birth dates (1900 on), delivery and promotion dates, lead ranges. Beyond them a day is a
 * typo or a probe, and PostgreSQL cannot take all of them (year 0, or a day after 9999-12-31 as a range's end): a 400.
 */
export const ISO_DATE_YEARS = { min: 1900, max: 2999 } as const;
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= ISO_DATE_YEARS.min && year <= ISO_DATE_YEARS.max;
};
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine(isCalendarDay, 'A day of the calendar')
  .refine(inYears, `A year from ${ISO_DATE_YEARS.min} to ${ISO_DATE_YEARS.max}`).describe('YYYY-MM-DD');
/** An instant in an answer (read models hold what the events hold): described, not checked. Requests take RequestInstant. */
export const IsoInstant = z.string().describe('ISO 8601 instant (UTC)');
/**
 * An instant a request gives: strict ISO 8601 with a zone ('2026-03-02T15:00:00Z', '2026-03-02T10:00:00-05:00'), in
 * ISO_DATE_YEARS, normalised to toISOString() so that the events and the deciders' comparisons see one form. A free
 * form such as '1 Jan 2999 00:00:00 GMT' is a 400.
 */
export const RequestInstant = z.iso.datetime({ offset: true }).refine(inYears, `A year from ${ISO_DATE_YEARS.min} to ${ISO_DATE_YEARS.max}`)
  .transform((value) => new Date(value).toISOString()).describe('ISO 8601 instant with a zone (Z or ±hh:mm)');
export const Uuid = z.uuid();

export const PURCHASE_STEPS = [
  'personal-details', 'trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license', 'deposit', 'review',
] as const;
export const PurchaseStepSchema = z.enum(PURCHASE_STEPS);
export type PurchaseStepName = (typeof PURCHASE_STEPS)[number];
export const FORM_STEPS = ['personal-details', 'trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license'] as const;

/** Spec §9: estimated minutes per step (3, 4, 2, 1, 1, 2, 5, 2). */
export const STEP_MINUTES: Readonly<Record<PurchaseStepName, number>> = {
  'personal-details': 3, 'trade-in': 4, 'payment-method': 2, 'protection-plan': 1, delivery: 1, 'drivers-license': 2, deposit: 5, review: 2,
};

export const TransactionIdQuery = z.object({ transactionId: Uuid });
export const StatusOk = z.object({ Status: z.literal(1) });
