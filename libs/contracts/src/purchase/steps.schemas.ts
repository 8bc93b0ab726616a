import { z } from 'zod';
import { Cents, IsoDate, text } from './common';

/** Field codes the web translates (lib/validation); zod's own codes otherwise. */
const code = (c: string, message: string) => ({ message, params: { code: c } });

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
const Province = z.string().max(20).transform((s) => s.trim().toUpperCase())
  .refine((s) => (PROVINCES as readonly string[]).includes(s), code('purchase.unknown_province', 'Unknown province or territory'));
const PostalCode = z.string().max(10).refine((s) => /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(s.trim()),
  code('purchase.invalid_postal_code', 'Invalid postal code'));
/** A Canadian phone number (NNN NNN-NNNN, 10 digits), or empty. */
export const Phone = z.string().max(16).refine((s) => s.trim() === '' || s.replace(/\D/g, '').length === 10, code('purchase.invalid_phone', 'Phone must be NNN NNN-NNNN'));
const Required = (max: number) => z.string().max(max).refine((s) => s.trim().length > 0, code('purchase.required', 'Required'));

/**
 * Canada Post: the first letter of a postal code names the province or territory (X is shared by NT and NU)
 * [Canada Post, "Addressing guidelines"]. A code from another province is refused (issue #17: B3H with Quebec).
 */
const POSTAL_FIRST_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'], K: ['ON'], L: ['ON'], M: ['ON'], N: ['ON'], P: ['ON'],
  R: ['MB'], S: ['SK'], T: ['AB'], V: ['BC'], X: ['NT', 'NU'], Y: ['YT'],
};
/** Whether a postal code can belong to a province ('B3H 1A1', 'QC' -> false); true when either is not yet known. */
export function postalCodeFitsProvince(postalCode: string, province: string): boolean {
  const provinces = POSTAL_FIRST_LETTER[postalCode.trim().charAt(0).toUpperCase()];
  const code = province.trim().toUpperCase();
  return !provinces || !(PROVINCES as readonly string[]).includes(code) || provinces.includes(code);
}

/** Spec §3 address: country Canada (id 43), province, postal code (in that province), phone. */
export const AddressSchema = z.strictObject({
  line1: Required(200),
  line2: text(200).optional(),
  // Which countries are served is the decider's rule (purchase.unsupported_country): the contract only bounds the shape.
  countryId: z.number().int().min(0).max(1000).default(43).describe('Country id: only Canada (43) is served'),
  city: Required(100),
  province: Province,
  postalCode: PostalCode,
  phone: Phone.optional(),
}).refine((a) => postalCodeFitsProvince(a.postalCode, a.province), {
  path: ['postalCode'], message: 'This postal code is not in the chosen province', params: { code: 'purchase.postal_code_province_mismatch' },
  // Checked even while other fields (an empty street) are still wrong, once the province and the postal code are valid.
  // Never on a value that is not an address at all (an issue at the root: wrong type, unknown keys).
  when: (payload) => !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === 'province' || issue.path[0] === 'postalCode'),
});
export type AddressInput = z.input<typeof AddressSchema>;

export const PersonalDetailsSchema = z.strictObject({
  firstName: Required(100),
  middleName: text(100).optional(),
  lastName: Required(100),
  registerOnCompanyName: z.boolean().default(false),
  companyName: text(200).optional(),
  billing: AddressSchema,
  sameAsBillingAddress: z.boolean().default(true),
  shipping: AddressSchema.optional(),
});
export type PersonalDetailsInput = z.input<typeof PersonalDetailsSchema>;

/**
 * Step 2 (issue #12 item 5): skip, or one of the buyer's appraisals (`tradeInId`) with the balance still owed on it.
 * The value is the appraisal's, taken by the server: a value in the request is refused.
 */
export const TradeInSchema = z.discriminatedUnion('skip', [
  z.strictObject({ skip: z.literal(true) }),
  z.strictObject({
    skip: z.literal(false),
    tradeInId: z.uuid(),
    balanceDue: Cents.default(0),
    include: z.boolean().default(true),
    value: z.unknown().optional()
      .refine((v) => v === undefined, code('purchase.trade_in_value_not_accepted', 'The trade-in value comes from your appraisal, not from the request'))
      .describe('Refused: the value is the appraisal\'s'),
  }),
]);
export type TradeInInput = z.input<typeof TradeInSchema>;

/** The saved trade-in as the step and the review show it; `usable`: its offer is valid now, so the prices count it. */
export const SavedTradeInSchema = z.discriminatedUnion('skip', [
  z.object({ skip: z.literal(true) }),
  z.object({
    skip: z.literal(false),
    tradeInId: z.string().nullable(),
    vin: z.string(),
    value: Cents,
    balanceDue: Cents,
    include: z.boolean(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    offerExpiresAt: z.string().nullable(),
    usable: z.boolean(),
  }),
]);
export type SavedTradeIn = z.output<typeof SavedTradeInSchema>;

export const GENDERS = ['male', 'female', 'other'] as const;
export const MARITAL_STATUSES = ['divorced', 'married', 'common_law', 'widow_widower', 'separated', 'single'] as const;
export const RESIDENTIAL_STATUSES = ['owner_with_mortgage', 'own_free_clear', 'own_mobile_home', 'rent', 'reserve_housing', 'with_parents'] as const;
export const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'student', 'retired', 'unemployed', 'other'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'full_time_probation', 'part_time_casual', 'part_time_regular', 'seasonal_summer', 'seasonal_winter'] as const;
export const INCOME_SOURCES = [
  'car_allowance', 'child_support_alimony', 'disability_payments', 'investment_income', 'pensions', 'rental_income', 'workers_compensation',
] as const;
export const INCOME_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'annually'] as const;
export const CO_APPLICANT_RELATIONSHIPS = ['spouse', 'common_law_partner', 'parent', 'child', 'sibling', 'other_relative', 'other'] as const;

/**
 * Spec §3 co-applicant fields (issue 42, ADR 0063): a joint application at pre-qualification level. Their age, their
 * hiring date and their consent are the decider's rules (today is the province's); an address is required when they
 * live elsewhere. Personal: sealed with the co-applicant's own key by credit, never stored by purchase.
 */
export const CoApplicantSchema = z.strictObject({
  firstName: Required(100),
  lastName: Required(100),
  dateOfBirth: IsoDate,
  relationship: z.enum(CO_APPLICANT_RELATIONSHIPS),
  livesWithApplicant: z.boolean().default(true).describe('Lives at the buyer\'s address: one household, housing counted once'),
  address: AddressSchema.optional().describe('Required when they live elsewhere'),
  monthlyResidentialPayment: Cents.default(0).describe('Their own monthly rent or mortgage when they live elsewhere'),
  employment: z.strictObject({
    status: z.enum(EMPLOYMENT_STATUSES),
    employer: text(200).optional(),
    occupation: text(200).optional(),
    hiringDate: IsoDate.optional(),
    grossIncome: Cents,
    frequency: z.enum(INCOME_FREQUENCIES),
  }),
  consent: z.boolean().describe('The co-applicant\'s own consent to a soft pull of their credit file (required)'),
}).refine((c) => c.livesWithApplicant || c.address !== undefined, {
  path: ['address'], message: 'Required', params: { code: 'purchase.required' },
  when: (payload) => !payload.issues.some((issue) => !issue.path?.length),
});
export type CoApplicantInput = z.input<typeof CoApplicantSchema>;

/** Spec §3 payment-method applicant (finance or lease). The SIN is optional, stored sealed and never returned or logged. */
export const ApplicantSchema = z.strictObject({
  dateOfBirth: IsoDate,
  sin: z.string().max(11).optional().describe('Optional Social Insurance Number (9 digits); sealed, never returned'),
  maritalStatus: z.enum(MARITAL_STATUSES),
  gender: z.enum(GENDERS),
  residentialStatus: z.enum(RESIDENTIAL_STATUSES),
  monthlyResidentialPayment: Cents.default(0),
  occupancyDate: IsoDate,
  residenceMarketValue: Cents.optional(),
  mortgageBalance: Cents.optional(),
  previousAddress: AddressSchema.optional(),
  employment: z.strictObject({
    status: z.enum(EMPLOYMENT_STATUSES),
    type: z.enum(EMPLOYMENT_TYPES).optional(),
    employer: text(200).optional(),
    occupation: text(200).optional(),
    hiringDate: IsoDate.optional(),
    grossIncome: Cents,
    frequency: z.enum(INCOME_FREQUENCIES),
    otherIncome: Cents.optional(),
    otherIncomeType: z.enum(INCOME_SOURCES).optional(),
  }),
  previousEmployment: z.strictObject({ employer: text(200), occupation: text(200).optional(), from: IsoDate.optional(), to: IsoDate.optional() }).optional(),
  coApplicant: CoApplicantSchema.optional().describe('A joint application: the co-applicant (issue 42, ADR 0063)'),
  creditApplicationConsent: z.boolean(),
});
export type ApplicantInput = z.input<typeof ApplicantSchema>;

export const PAYMENT_FREQUENCIES = [52, 26, 12, 1] as const;
export const PaymentMethodSchema = z.strictObject({
  method: z.enum(['cash', 'finance', 'lease']).default('finance'),
  termMonths: z.number().int().min(12, code('purchase.invalid_term', 'Term must be 12 to 96 months')).max(96, code('purchase.invalid_term', 'Term must be 12 to 96 months')).default(60),
  ratePercent: z.number().min(0).max(40).default(1).describe('Not used: finance and lease take the pre-qualified rate (ADR 0057); accepted for older clients'),
  frequency: z.union([z.literal(52), z.literal(26), z.literal(12), z.literal(1)]).default(52),
  downPayment: Cents.default(0),
  kilometresPerYear: z.number().int().min(0).max(100_000).optional(),
  applicant: ApplicantSchema.optional(),
});
export type PaymentMethodInput = z.input<typeof PaymentMethodSchema>;
