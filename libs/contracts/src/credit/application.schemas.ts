import { z } from 'zod';

/**
 * The credit pre-qualification wizard's answers, one schema per page (spec §3 credit application form). Money in
 * cents, whole and bounded; durations in whole years and months 0–11. Field messages are language-neutral codes:
 * the web turns them into text. Rules that need today or two fields (age, postal code against province, the SIN's
 * check digit) are the domain's, and answer 400 with the field too.
 */
const code = (c: string) => ({ error: c });
const cents = (max: number) => z.number(code('credit.invalid_amount')).int(code('credit.invalid_amount')).min(0, code('credit.invalid_amount')).max(max, code('credit.invalid_amount'));
const text = (max = 100) => z.string().trim().min(1, code('credit.required')).max(max);
const years = z.number(code('credit.invalid_years')).int(code('credit.invalid_years')).min(0, code('credit.invalid_years')).max(80, code('credit.invalid_years'));
const months = z.number(code('credit.invalid_months')).int(code('credit.invalid_months')).min(0, code('credit.invalid_months')).max(11, code('credit.invalid_months'));
const duration = { years, months };
const MONTHLY_MAX = 10_000_000;
const address = {
  line1: text(200),
  city: text(100),
  province: z.string().trim().length(2, code('credit.unknown_province')),
  postalCode: z.string().trim().max(10).regex(/^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, code('credit.invalid_postal_code')),
};

export const CREDIT_PAGE_IDS = [
  'vehicle-condition', 'vehicle-type', 'budget', 'trade-in', 'credit-rating', 'cash-down', 'employment-status', 'student-job',
  'income-source', 'monthly-income', 'income-frequency', 'hourly-wage', 'annual-salary', 'income-time', 'job-information',
  'previous-job', 'address', 'time-at-address', 'previous-address', 'personal-information', 'confirmation', 'activation', 'result',
] as const;
export const CreditPageIdSchema = z.enum(CREDIT_PAGE_IDS);

const page = <const P extends string, S extends z.ZodRawShape>(id: P, answer: S) =>
  z.strictObject({ applicationId: z.uuid(), page: z.literal(id), answer: z.strictObject(answer) });

export const CreditPageAnswerSchema = z.discriminatedUnion('page', [
  page('vehicle-condition', { condition: z.enum(['new', 'used']) }),
  page('vehicle-type', { vehicleType: z.enum(['car', 'truck', 'suv']) }),
  page('budget', { from: cents(MONTHLY_MAX), to: cents(MONTHLY_MAX) }),
  page('trade-in', { haveTradeIn: z.boolean() }),
  page('credit-rating', { estimatedCreditRating: z.enum(['excellent', 'good', 'fair', 'poor', 'unknown']) }),
  page('cash-down', { cashDown: cents(50_000_000) }),
  page('employment-status', { employmentStatus: z.enum(['employed', 'self_employed', 'student', 'retired', 'unemployed', 'other']) }),
  page('student-job', { studentJob: z.boolean() }),
  page('income-source', {
    incomeSource: z.enum(['car_allowance', 'child_support_alimony', 'disability_payments', 'investment_income', 'pensions', 'rental_income', 'workers_compensation']),
  }),
  page('monthly-income', { amount: cents(MONTHLY_MAX) }),
  page('income-frequency', { payBasis: z.enum(['hourly', 'annually', 'weekly', 'biweekly', 'monthly']) }),
  page('hourly-wage', { wage: cents(100_000), hoursPerWeek: z.number().positive(code('credit.invalid_hours')).max(80, code('credit.invalid_hours')) }),
  page('annual-salary', { salary: cents(100_000_000) }),
  page('income-time', duration),
  page('job-information', {
    employer: text(), occupation: text(),
    employmentType: z.enum(['full_time', 'full_time_probation', 'part_time_casual', 'part_time_regular', 'seasonal_summer', 'seasonal_winter']),
  }),
  page('previous-job', { employer: text(), occupation: text(), ...duration }),
  page('address', {
    ...address,
    residentialStatus: z.enum(['owner_with_mortgage', 'own_free_clear', 'own_mobile_home', 'rent', 'reserve_housing', 'with_parents']),
    monthlyHousingPayment: cents(MONTHLY_MAX),
  }),
  page('time-at-address', duration),
  page('previous-address', { ...address, ...duration }),
  page('personal-information', {
    firstName: text(), lastName: text(),
    dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, code('credit.invalid_date')),
    phone: z.string().trim().regex(/^\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/, code('credit.invalid_phone')),
    gender: z.enum(['male', 'female', 'other']),
    maritalStatus: z.enum(['divorced', 'married', 'common_law', 'widow_widower', 'separated', 'single']),
    /** Optional; checked by the Luhn rule on the server, sealed, never returned. */
    sin: z.string().trim().max(11).optional(),
  }),
]);
export type CreditPageAnswerInput = z.input<typeof CreditPageAnswerSchema>;
export type AnswerablePageId = CreditPageAnswerInput['page'];

export const CREDIT_OUTCOMES = ['congratulations', 'refused', 'not_eligible'] as const;
export const CreditOutcomeSchema = z.enum(CREDIT_OUTCOMES);
export const ScoreBandSchema = z.enum(['poor', 'fair', 'good', 'very_good', 'excellent']);
export const DecisionFactorSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  effect: z.enum(['positive', 'negative', 'neutral']),
});
export type DecisionFactorView = z.output<typeof DecisionFactorSchema>;
