import { formatPhone, isFormattedPhone } from '../shared/formatters/phone';
import { parsePostalCode } from '../shared/formatters/postal-code';
import { isValidSinNumber } from '../shared/formatters/sin';
import {
  CO_APPLICANT_RELATIONSHIPS, EMPLOYMENT_STATUSES, EMPLOYMENT_TYPES, GENDERS, INCOME_FREQUENCIES, INCOME_SOURCES, MARITAL_STATUSES, PERIODS_PER_YEAR,
  RESIDENTIAL_STATUSES, type CoApplicantRelationship, type EmploymentStatus, type EmploymentType, type Gender, type IncomeFrequency, type IncomeSource,
  type MaritalStatus, type ResidentialStatus,
} from '../shared/value-lists';
import { CreditErrors } from './credit.errors';
import type { BureauReport, CoApplicantFile, CreditAnswers } from './decision';
import type { PayBasis, WizardFacts } from './wizard';

/** Money in cents; durations in whole years and months (months 0–11). */
export interface Duration {
  readonly years: number;
  readonly months: number;
}
export interface CreditAddress {
  readonly line1: string;
  readonly city: string;
  /** Two-letter code. */
  readonly province: string;
  readonly postalCode: string;
}

/** The answer of each wizard page that has one (spec §3 credit application form). */
export interface CreditPageAnswers {
  readonly 'vehicle-condition': { readonly condition: 'new' | 'used' };
  readonly 'vehicle-type': { readonly vehicleType: 'car' | 'truck' | 'suv' };
  /** Monthly payment range the applicant aims for. */
  readonly budget: { readonly from: number; readonly to: number };
  readonly 'trade-in': { readonly haveTradeIn: boolean };
  readonly 'credit-rating': { readonly estimatedCreditRating: 'excellent' | 'good' | 'fair' | 'poor' | 'unknown' };
  readonly 'cash-down': { readonly cashDown: number };
  readonly 'employment-status': { readonly employmentStatus: EmploymentStatus };
  readonly 'student-job': { readonly studentJob: boolean };
  readonly 'income-source': { readonly incomeSource: IncomeSource };
  /** Pay per week, two weeks or month with a job; the monthly income from the source without one. */
  readonly 'monthly-income': { readonly amount: number };
  readonly 'income-frequency': { readonly payBasis: PayBasis };
  readonly 'hourly-wage': { readonly wage: number; readonly hoursPerWeek: number };
  readonly 'annual-salary': { readonly salary: number };
  /** Time at the current job. */
  readonly 'income-time': Duration;
  readonly 'job-information': { readonly employer: string; readonly occupation: string; readonly employmentType: EmploymentType };
  readonly 'previous-job': { readonly employer: string; readonly occupation: string } & Duration;
  readonly address: CreditAddress & { readonly residentialStatus: ResidentialStatus; readonly monthlyHousingPayment: number };
  readonly 'time-at-address': Duration;
  readonly 'previous-address': CreditAddress & Duration;
  readonly 'personal-information': {
    readonly firstName: string;
    readonly lastName: string;
    /** 'YYYY-MM-DD'. */
    readonly dateOfBirth: string;
    /** 'NNN NNN-NNNN'. */
    readonly phone: string;
    readonly gender: Gender;
    readonly maritalStatus: MaritalStatus;
    /** Optional; sealed on its own and never part of the bureau identity. */
    readonly sin?: string;
  };
}
export type AnswerablePage = keyof CreditPageAnswers;
export const ANSWERABLE_PAGES: readonly AnswerablePage[] = [
  'vehicle-condition', 'vehicle-type', 'budget', 'trade-in', 'credit-rating', 'cash-down', 'employment-status', 'student-job',
  'income-source', 'monthly-income', 'income-frequency', 'hourly-wage', 'annual-salary', 'income-time', 'job-information',
  'previous-job', 'address', 'time-at-address', 'previous-address', 'personal-information',
];
export type PageAnswer = CreditPageAnswers[AnswerablePage];
export type OpenedAnswers = { readonly [P in AnswerablePage]?: CreditPageAnswers[P] };

/** Bounds of the figures an applicant types (cents); the contract enforces them too. */
export const CREDIT_LIMITS = {
  maxMonthlyAmount: 10_000_000, // $100,000 a month
  /**
   * A monthly car payment a lender would consider (issue 42 item 7: "$2–$2 a month" was accepted): from $50 (about
   * $3,000 financed over 72 months) to $5,000 (far above a $150,000 vehicle over 60 months). ADR 0059.
   */
  minMonthlyBudget: 5_000,
  maxMonthlyBudget: 500_000,
  maxAnnualSalary: 100_000_000, // $1,000,000 a year
  maxHourlyWage: 100_000, // $1,000 an hour
  maxCashDown: 50_000_000,
  minAgeYears: 18,
  maxAgeYears: 100,
} as const;

/** First letter of the postal codes of each province and territory (Canada Post). */
const POSTAL_PREFIXES: Readonly<Record<string, string>> = {
  NL: 'A', NS: 'B', PE: 'C', NB: 'E', QC: 'GHJ', ON: 'KLMNP', MB: 'R', SK: 'S', AB: 'T', BC: 'V', NT: 'X', NU: 'X', YT: 'Y',
};
export const CREDIT_PROVINCES = Object.keys(POSTAL_PREFIXES);

/** Does the postal code belong to the province? */
export function postalCodeMatchesProvince(postalCode: string, province: string): boolean {
  const parsed = parsePostalCode(postalCode);
  const prefixes = POSTAL_PREFIXES[province.trim().toUpperCase()];
  return parsed !== undefined && prefixes !== undefined && prefixes.includes(parsed.postalCode[0]);
}

/** Whole years from `birth` to `today` ('YYYY-MM-DD'). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))
  && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

function checkDuration(d: Duration, field = '') {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  if (!Number.isInteger(d.years) || d.years < 0 || d.years > 80) throw CreditErrors.invalidField('credit.invalid_years', at('years'));
  if (!Number.isInteger(d.months) || d.months < 0 || d.months > 11) throw CreditErrors.invalidField('credit.invalid_months', at('months'));
}

function checkAddress(a: CreditAddress, field = ''): CreditAddress {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  const province = a.province.trim().toUpperCase();
  if (!CREDIT_PROVINCES.includes(province)) throw CreditErrors.invalidField('credit.unknown_province', at('province'));
  const parsed = parsePostalCode(a.postalCode);
  if (!parsed) throw CreditErrors.invalidField('credit.invalid_postal_code', at('postalCode'));
  if (!postalCodeMatchesProvince(parsed.postalCode, province)) throw CreditErrors.invalidField('credit.postal_code_province_mismatch', at('postalCode'));
  if (a.line1.trim() === '') throw CreditErrors.invalidField('credit.required', at('line1'));
  if (a.city.trim() === '') throw CreditErrors.invalidField('credit.required', at('city'));
  return { line1: a.line1.trim(), city: a.city.trim(), province, postalCode: parsed.postalCode };
}

function checkAmount(value: number, max: number, field: string) {
  if (!Number.isInteger(value) || value < 0 || value > max) throw CreditErrors.invalidField('credit.invalid_amount', field);
}

/**
 * The rules of one page's answer that need more than its shape: ages against today, postal code against province,
 * the SIN's check digit, whole durations. Returns the answer normalised (trimmed, phone and postal code formatted).
 */
export function normalizePageAnswer<P extends AnswerablePage>(page: P, raw: CreditPageAnswers[P], today: string): CreditPageAnswers[P] {
  const answer = raw as PageAnswer;
  switch (page) {
    case 'budget': {
      const b = answer as CreditPageAnswers['budget'];
      checkAmount(b.from, CREDIT_LIMITS.maxMonthlyAmount, 'from');
      checkAmount(b.to, CREDIT_LIMITS.maxMonthlyAmount, 'to');
      if (b.from < CREDIT_LIMITS.minMonthlyBudget) throw CreditErrors.invalidField('credit.budget_too_low', 'from');
      if (b.to > CREDIT_LIMITS.maxMonthlyBudget) throw CreditErrors.invalidField('credit.budget_too_high', 'to');
      if (b.to < b.from) throw CreditErrors.invalidField('credit.invalid_range', 'to');
      return raw;
    }
    case 'cash-down':
      checkAmount((answer as CreditPageAnswers['cash-down']).cashDown, CREDIT_LIMITS.maxCashDown, 'cashDown');
      return raw;
    case 'monthly-income':
      checkAmount((answer as CreditPageAnswers['monthly-income']).amount, CREDIT_LIMITS.maxMonthlyAmount, 'amount');
      return raw;
    case 'hourly-wage': {
      const w = answer as CreditPageAnswers['hourly-wage'];
      checkAmount(w.wage, CREDIT_LIMITS.maxHourlyWage, 'wage');
      if (!(w.hoursPerWeek > 0 && w.hoursPerWeek <= 80)) throw CreditErrors.invalidField('credit.invalid_hours', 'hoursPerWeek');
      return raw;
    }
    case 'annual-salary':
      checkAmount((answer as CreditPageAnswers['annual-salary']).salary, CREDIT_LIMITS.maxAnnualSalary, 'salary');
      return raw;
    case 'income-time':
    case 'time-at-address':
      checkDuration(answer as Duration);
      return raw;
    case 'previous-job':
      checkDuration(answer as Duration);
      return raw;
    case 'address': {
      const a = answer as CreditPageAnswers['address'];
      checkAmount(a.monthlyHousingPayment, CREDIT_LIMITS.maxMonthlyAmount, 'monthlyHousingPayment');
      return { ...a, ...checkAddress(a) } as CreditPageAnswers[P];
    }
    case 'previous-address': {
      const a = answer as CreditPageAnswers['previous-address'];
      checkDuration(a);
      return { ...a, ...checkAddress(a) } as CreditPageAnswers[P];
    }
    case 'personal-information': {
      const p = answer as CreditPageAnswers['personal-information'];
      if (p.firstName.trim() === '') throw CreditErrors.invalidField('credit.required', 'firstName');
      if (p.lastName.trim() === '') throw CreditErrors.invalidField('credit.required', 'lastName');
      if (!isIsoDate(p.dateOfBirth)) throw CreditErrors.invalidField('credit.invalid_date', 'dateOfBirth');
      const age = ageOn(p.dateOfBirth, today);
      if (age < CREDIT_LIMITS.minAgeYears) throw CreditErrors.invalidField('credit.too_young', 'dateOfBirth');
      if (age >= CREDIT_LIMITS.maxAgeYears) throw CreditErrors.invalidField('credit.too_old', 'dateOfBirth');
      const phone = formatPhone(p.phone.trim());
      if (!isFormattedPhone(phone)) throw CreditErrors.invalidField('credit.invalid_phone', 'phone');
      const sin = p.sin?.replace(/[\s-]/g, '') ?? '';
      if (sin !== '' && !isValidSinNumber(sin)) throw CreditErrors.invalidSin();
      const { sin: _given, ...rest } = p;
      return { ...rest, firstName: p.firstName.trim(), lastName: p.lastName.trim(), phone, ...(sin ? { sin } : {}) } as CreditPageAnswers[P];
    }
    default:
      return raw;
  }
}

const monthsOf = (d: Duration | undefined) => (d ? d.years * 12 + d.months : undefined);

/** What the skip rules need from the answers (none of it is personal enough to seal). */
export function factsOf(page: AnswerablePage, answer: PageAnswer): Partial<WizardFacts> {
  switch (page) {
    case 'employment-status':
      return { employmentStatus: (answer as CreditPageAnswers['employment-status']).employmentStatus };
    case 'student-job':
      return { studentJob: (answer as CreditPageAnswers['student-job']).studentJob };
    case 'income-frequency':
      return { payBasis: (answer as CreditPageAnswers['income-frequency']).payBasis };
    case 'income-time':
      return { monthsAtJob: monthsOf(answer as Duration) };
    case 'time-at-address':
      return { monthsAtAddress: monthsOf(answer as Duration) };
    default:
      return {};
  }
}

const need = <P extends AnswerablePage>(a: OpenedAnswers, page: P): CreditPageAnswers[P] => {
  const value = a[page];
  if (value === undefined) throw CreditErrors.incomplete([page]);
  return value as CreditPageAnswers[P];
};

/** The decision's inputs from the wizard's answers (income per the pay basis; without a job, the source's income). */
export function toCreditAnswers(a: OpenedAnswers): CreditAnswers {
  const { employmentStatus } = need(a, 'employment-status');
  const studentJob = a['student-job']?.studentJob ?? false;
  const job = employmentStatus === 'employed' || employmentStatus === 'self_employed' || (employmentStatus === 'student' && studentJob);
  let income: CreditAnswers['income'] = { kind: 'per_period', amount: 0, frequency: 'monthly' };
  let otherMonthlyIncome = 0;
  if (job) {
    const { payBasis } = need(a, 'income-frequency');
    if (payBasis === 'hourly') income = { kind: 'hourly', ...need(a, 'hourly-wage') };
    else if (payBasis === 'annually') income = { kind: 'annual', salary: need(a, 'annual-salary').salary };
    else income = { kind: 'per_period', amount: need(a, 'monthly-income').amount, frequency: payBasis };
  } else {
    otherMonthlyIncome = a['monthly-income']?.amount ?? 0;
  }
  return {
    budget: need(a, 'budget'),
    cashDown: need(a, 'cash-down').cashDown,
    employmentStatus,
    studentJob,
    income,
    otherMonthlyIncome,
    monthsAtJob: job ? (monthsOf(a['income-time']) ?? 0) : 0,
    monthlyHousingPayment: need(a, 'address').monthlyHousingPayment,
  };
}

/** Who the bureau looks up. The SIN is deliberately not part of it: the result is the same with or without it. */
export interface BureauIdentity {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly postalCode: string;
}
export function bureauIdentityOf(a: OpenedAnswers): BureauIdentity {
  const p = need(a, 'personal-information');
  return { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, postalCode: need(a, 'address').postalCode };
}

/** The spec §3 value lists the credit application form uses, by the name of their /creditapp route. */
export const CREDIT_VALUE_LISTS = {
  'employment-status': EMPLOYMENT_STATUSES,
  'residential-status': RESIDENTIAL_STATUSES,
  genders: GENDERS,
  matrimonials: MARITAL_STATUSES,
  'income-types': INCOME_SOURCES,
  'employment-types': EMPLOYMENT_TYPES,
  'income-frequency': INCOME_FREQUENCIES,
} as const;

/**
 * The co-applicant of a joint application (issue 42, ADR 0063), at pre-qualification level: who they are (the bureau
 * matches them on name, date of birth and postal code), where they live, what they earn. Money in cents.
 */
export interface CoApplicantAnswers {
  readonly firstName: string;
  readonly lastName: string;
  /** 'YYYY-MM-DD'. */
  readonly dateOfBirth: string;
  readonly relationship: CoApplicantRelationship;
  /** Their address and monthly housing payment when they live elsewhere; null when they live with the applicant (one household). */
  readonly separateAddress: (CreditAddress & { readonly monthlyHousingPayment: number }) | null;
  readonly employmentStatus: EmploymentStatus;
  readonly employer?: string;
  readonly occupation?: string;
  /** Months at the current job (0 without one). */
  readonly monthsAtJob: number;
  /** Gross income per period. */
  readonly income: { readonly amount: number; readonly frequency: IncomeFrequency };
}

/**
 * The co-applicant's rules beyond their shape, against `today` ('YYYY-MM-DD'): names, an adult's date of birth, their
 * own address in its province, whole amounts. Fields are named under `coApplicant.`. Returns them normalised.
 */
export function normalizeCoApplicantAnswers(c: CoApplicantAnswers, today: string): CoApplicantAnswers {
  const at = (field: string) => `coApplicant.${field}`;
  if (c.firstName.trim() === '') throw CreditErrors.invalidField('credit.required', at('firstName'));
  if (c.lastName.trim() === '') throw CreditErrors.invalidField('credit.required', at('lastName'));
  if (!isIsoDate(c.dateOfBirth)) throw CreditErrors.invalidField('credit.invalid_date', at('dateOfBirth'));
  const age = ageOn(c.dateOfBirth, today);
  if (age < CREDIT_LIMITS.minAgeYears) throw CreditErrors.invalidField('credit.too_young', at('dateOfBirth'));
  if (age >= CREDIT_LIMITS.maxAgeYears) throw CreditErrors.invalidField('credit.too_old', at('dateOfBirth'));
  if (!(CO_APPLICANT_RELATIONSHIPS as readonly string[]).includes(c.relationship)) throw CreditErrors.invalidField('credit.invalid_relationship', at('relationship'));
  if (!(EMPLOYMENT_STATUSES as readonly string[]).includes(c.employmentStatus)) throw CreditErrors.invalidField('credit.invalid_employment_status', at('employmentStatus'));
  if (!(INCOME_FREQUENCIES as readonly string[]).includes(c.income.frequency)) throw CreditErrors.invalidField('credit.invalid_frequency', at('income.frequency'));
  const max = c.income.frequency === 'annually' ? CREDIT_LIMITS.maxAnnualSalary : CREDIT_LIMITS.maxMonthlyAmount;
  checkAmount(c.income.amount, max, at('income.amount'));
  if (!Number.isInteger(c.monthsAtJob) || c.monthsAtJob < 0 || c.monthsAtJob > 960) throw CreditErrors.invalidField('credit.invalid_months', at('monthsAtJob'));
  let separateAddress: CoApplicantAnswers['separateAddress'] = null;
  if (c.separateAddress) {
    checkAmount(c.separateAddress.monthlyHousingPayment, CREDIT_LIMITS.maxMonthlyAmount, at('separateAddress.monthlyHousingPayment'));
    separateAddress = { ...checkAddress(c.separateAddress, at('separateAddress')), monthlyHousingPayment: c.separateAddress.monthlyHousingPayment };
  }
  const trimmed = (s: string | undefined) => (s?.trim() ? { value: s.trim() } : null);
  const employer = trimmed(c.employer);
  const occupation = trimmed(c.occupation);
  return {
    firstName: c.firstName.trim(), lastName: c.lastName.trim(), dateOfBirth: c.dateOfBirth, relationship: c.relationship, separateAddress,
    employmentStatus: c.employmentStatus, ...(employer ? { employer: employer.value } : {}), ...(occupation ? { occupation: occupation.value } : {}),
    monthsAtJob: c.monthsAtJob, income: { amount: c.income.amount, frequency: c.income.frequency },
  };
}

/** Who the bureau looks up for the co-applicant: their own postal code, or the applicant's when they live together. */
export function coApplicantBureauIdentity(c: CoApplicantAnswers, applicant: OpenedAnswers): BureauIdentity {
  return { firstName: c.firstName, lastName: c.lastName, dateOfBirth: c.dateOfBirth, postalCode: c.separateAddress?.postalCode ?? need(applicant, 'address').postalCode };
}

/** The co-applicant as the decision reads them, with their bureau report. */
export function coApplicantFileOf(c: CoApplicantAnswers, bureau: BureauReport): CoApplicantFile {
  return {
    monthlyIncome: Math.round((c.income.amount * PERIODS_PER_YEAR[c.income.frequency]) / 12),
    monthsAtJob: c.monthsAtJob,
    retired: c.employmentStatus === 'retired',
    separateHousingPayment: c.separateAddress ? c.separateAddress.monthlyHousingPayment : null,
    bureau,
  };
}
