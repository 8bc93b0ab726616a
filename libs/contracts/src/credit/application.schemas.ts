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

/** Each answerable page's answer, as the API takes it (the web's forms validate with the same schemas). */
export const CREDIT_PAGE_ANSWERS = {
  'vehicle-condition': z.strictObject({ condition: z.enum(['new', 'used']) }),
  'vehicle-type': z.strictObject({ vehicleType: z.enum(['car', 'truck', 'suv']) }),
  budget: z.strictObject({ from: cents(MONTHLY_MAX), to: cents(MONTHLY_MAX) }),
  'trade-in': z.strictObject({ haveTradeIn: z.boolean() }),
  'credit-rating': z.strictObject({ estimatedCreditRating: z.enum(['excellent', 'good', 'fair', 'poor', 'unknown']) }),
  'cash-down': z.strictObject({ cashDown: cents(50_000_000) }),
  'employment-status': z.strictObject({ employmentStatus: z.enum(['employed', 'self_employed', 'student', 'retired', 'unemployed', 'other']) }),
  'student-job': z.strictObject({ studentJob: z.boolean() }),
  'income-source': z.strictObject({
    incomeSource: z.enum(['car_allowance', 'child_support_alimony', 'disability_payments', 'investment_income', 'pensions', 'rental_income', 'workers_compensation']),
  }),
  'monthly-income': z.strictObject({ amount: cents(MONTHLY_MAX) }),
  'income-frequency': z.strictObject({ payBasis: z.enum(['hourly', 'annually', 'weekly', 'biweekly', 'monthly']) }),
  'hourly-wage': z.strictObject({ wage: cents(100_000), hoursPerWeek: z.number().positive(code('credit.invalid_hours')).max(80, code('credit.invalid_hours')) }),
  'annual-salary': z.strictObject({ salary: cents(100_000_000) }),
  'income-time': z.strictObject(duration),
  'job-information': z.strictObject({
    employer: text(), occupation: text(),
    employmentType: z.enum(['full_time', 'full_time_probation', 'part_time_casual', 'part_time_regular', 'seasonal_summer', 'seasonal_winter']),
  }),
  'previous-job': z.strictObject({ employer: text(), occupation: text(), ...duration }),
  address: z.strictObject({
    ...address,
    residentialStatus: z.enum(['owner_with_mortgage', 'own_free_clear', 'own_mobile_home', 'rent', 'reserve_housing', 'with_parents']),
    monthlyHousingPayment: cents(MONTHLY_MAX),
  }),
  'time-at-address': z.strictObject(duration),
  'previous-address': z.strictObject({ ...address, ...duration }),
  'personal-information': z.strictObject({
    firstName: text(), lastName: text(),
    dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, code('credit.invalid_date')),
    phone: z.string().trim().regex(/^\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/, code('credit.invalid_phone')),
    gender: z.enum(['male', 'female', 'other']),
    maritalStatus: z.enum(['divorced', 'married', 'common_law', 'widow_widower', 'separated', 'single']),
    /** Optional; checked by the Luhn rule on the server, sealed, never returned. */
    sin: z.string().trim().max(11).optional(),
  }),
} as const;
export type AnswerablePageId = keyof typeof CREDIT_PAGE_ANSWERS;

const pageAnswer = <P extends AnswerablePageId>(id: P) =>
  z.strictObject({ applicationId: z.uuid(), page: z.literal(id), answer: CREDIT_PAGE_ANSWERS[id] });
export const CreditPageAnswerSchema = z.discriminatedUnion('page', [
  pageAnswer('vehicle-condition'), pageAnswer('vehicle-type'), pageAnswer('budget'), pageAnswer('trade-in'), pageAnswer('credit-rating'),
  pageAnswer('cash-down'), pageAnswer('employment-status'), pageAnswer('student-job'), pageAnswer('income-source'), pageAnswer('monthly-income'),
  pageAnswer('income-frequency'), pageAnswer('hourly-wage'), pageAnswer('annual-salary'), pageAnswer('income-time'), pageAnswer('job-information'),
  pageAnswer('previous-job'), pageAnswer('address'), pageAnswer('time-at-address'), pageAnswer('previous-address'), pageAnswer('personal-information'),
]);
export type CreditPageAnswerInput = z.input<typeof CreditPageAnswerSchema>;

export const CREDIT_OUTCOMES = ['congratulations', 'refused', 'not_eligible'] as const;
export const CreditOutcomeSchema = z.enum(CREDIT_OUTCOMES);
export const ScoreBandSchema = z.enum(['poor', 'fair', 'good', 'very_good', 'excellent']);
export const DecisionFactorSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  effect: z.enum(['positive', 'negative', 'neutral']),
});
export type DecisionFactorView = z.output<typeof DecisionFactorSchema>;
