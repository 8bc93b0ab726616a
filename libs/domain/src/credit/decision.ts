import { PERIODS_PER_YEAR, type EmploymentStatus, type IncomeFrequency } from '../shared/value-lists';
import { lendersFor, TIER_RATES, type Lender, type LenderTier } from './lenders';

/**
 * The pre-qualification decision: pure, from the applicant's answers and the bureau's soft pull. It gives one of the
 * spec's three outcomes with the main factors in words the web can say (Quebec Law 25, s.12.1). Money in cents.
 */
export type ScoreBand = 'poor' | 'fair' | 'good' | 'very_good' | 'excellent';
/** Equifax Canada's bands. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 760) return 'excellent';
  if (score >= 725) return 'very_good';
  if (score >= 660) return 'good';
  if (score >= 560) return 'fair';
  return 'poor';
}

export interface BureauFactor {
  /** e.g. `payment_history`, `utilization`, `history_length`, `recent_inquiries`. */
  readonly code: string;
  readonly impact: 'positive' | 'negative';
}
export interface BureauReport {
  /** null when the bureau has no file for this person (a thin file). */
  readonly score: number | null;
  readonly factors: readonly BureauFactor[];
  /** Monthly payments of the debts on file (cards, loans, lines of credit), in cents. */
  readonly monthlyDebtPayments: number;
  /** Which bureau answered (the built-in driver says `simulated`). */
  readonly bureau: string;
}

export interface CreditAnswers {
  /** Monthly payment the applicant aims for, in cents. */
  readonly budget: { readonly from: number; readonly to: number };
  readonly cashDown: number;
  readonly employmentStatus: EmploymentStatus;
  /** A student with a job. */
  readonly studentJob: boolean;
  /** Gross income: an amount per frequency, or hourly wage × hours per week, or an annual salary. */
  readonly income:
    | { readonly kind: 'per_period'; readonly amount: number; readonly frequency: IncomeFrequency }
    | { readonly kind: 'hourly'; readonly wage: number; readonly hoursPerWeek: number }
    | { readonly kind: 'annual'; readonly salary: number };
  /** Other monthly income (support, pensions, …), in cents. */
  readonly otherMonthlyIncome: number;
  /** Months at the current job (0 when none). */
  readonly monthsAtJob: number;
  /** Monthly rent or mortgage payment, in cents. */
  readonly monthlyHousingPayment: number;
}

/**
 * The co-applicant of a joint application (issue 42), as the decision reads them: jointly liable, so their income,
 * their debts and their credit file count with the applicant's. Money in cents.
 */
export interface CoApplicantFile {
  /** Gross monthly income. */
  readonly monthlyIncome: number;
  /** Months at their current job (0 without one). */
  readonly monthsAtJob: number;
  readonly retired: boolean;
  /** Their own monthly housing payment when they live elsewhere; null when they live with the applicant (one household). */
  readonly separateHousingPayment: number | null;
  readonly bureau: BureauReport;
}

export type CreditOutcome = 'congratulations' | 'refused' | 'not_eligible';
export interface DecisionFactor {
  /** Stable code the web turns into a sentence, e.g. `tds` with { ratio: 47, limit: 44 }. */
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** Did it help or hurt the file. */
  readonly effect: 'positive' | 'negative' | 'neutral';
}
export interface CreditDecision {
  readonly outcome: CreditOutcome;
  readonly score: number | null;
  readonly band: ScoreBand | null;
  readonly factors: readonly DecisionFactor[];
  readonly tier: LenderTier | null;
  readonly lenders: readonly Lender[];
  /** Approved amount range (cents) and the indicative yearly rate, when congratulations. */
  readonly approvedAmount: { readonly min: number; readonly max: number } | null;
  readonly indicativeRate: number | null;
  /**
   * A joint application's co-applicant file as the bureau gave it (null without a co-applicant). Never among the
   * factors the applicant reads: the co-applicant's score is theirs, not the applicant's.
   */
  readonly coApplicant: { readonly score: number | null; readonly band: ScoreBand | null } | null;
}

/** Debt service limits used by Canadian lenders (CMHC's GDS 39 % and TDS 44 %). */
export const GDS_LIMIT = 39;
export const TDS_LIMIT = 44;
/** Heating cost lenders add to housing (CMHC convention), in cents a month. */
export const HEATING = 10_000;
export const MIN_MONTHLY_INCOME = 150_000; // $1,500
export const MIN_MONTHS_AT_JOB = 3;
/** The term an approved amount is computed over. */
export const QUOTE_TERM_MONTHS = 72;

export function monthlyIncomeOf(answers: CreditAnswers): number {
  const i = answers.income;
  const main = i.kind === 'per_period' ? (i.amount * PERIODS_PER_YEAR[i.frequency]) / 12
    : i.kind === 'hourly' ? (i.wage * i.hoursPerWeek * 52) / 12
      : i.salary / 12;
  return Math.round(main + answers.otherMonthlyIncome);
}

/** Present value of a monthly payment over n months at a yearly rate (percent): what it can finance. */
function financeable(payment: number, yearlyRate: number, months: number): number {
  const r = yearlyRate / 100 / 12;
  return r === 0 ? payment * months : (payment * (1 - (1 + r) ** -months)) / r;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const roundTo100Dollars = (cents: number) => Math.floor(cents / 10_000) * 10_000;

/** Held long enough, or retired: lenders look for at least MIN_MONTHS_AT_JOB at the current job. */
const steady = (months: number, retired: boolean) => months >= MIN_MONTHS_AT_JOB || retired;

/**
 * The decision on an applicant's file, alone or with a co-applicant. A co-applicant is jointly liable (issue 42, ADR
 * 0063): the household's incomes add up, both bureau files' debt payments and both housing payments (once when they
 * live together) count in the debt ratios, either one's steady job counts, and the stronger of the two credit files
 * sets the lender tier. So a creditworthy co-applicant can carry an applicant whose income alone is too low, and one
 * whose debts outweigh their income makes the ratios worse.
 */
export function decideCredit(answers: CreditAnswers, bureau: BureauReport, coApplicant: CoApplicantFile | null = null): CreditDecision {
  const factors: DecisionFactor[] = [];
  const own = monthlyIncomeOf(answers);
  const income = own + (coApplicant?.monthlyIncome ?? 0);
  const band = bureau.score === null ? null : scoreBand(bureau.score);
  const coScore = coApplicant ? coApplicant.bureau.score : null;
  const joint = coApplicant ? { score: coScore, band: coScore === null ? null : scoreBand(coScore) } : null;
  const none = { score: bureau.score, band, tier: null, lenders: [], approvedAmount: null, indicativeRate: null, coApplicant: joint } as const;

  factors.push({ code: 'income', params: { monthly: own }, effect: own >= MIN_MONTHLY_INCOME ? 'positive' : 'negative' });
  if (coApplicant) factors.push({ code: 'household_income', params: { monthly: income }, effect: income >= MIN_MONTHLY_INCOME ? 'positive' : 'negative' });
  const noWork = answers.employmentStatus === 'unemployed' || (answers.employmentStatus === 'student' && !answers.studentJob);
  const earns = !(noWork && answers.otherMonthlyIncome === 0) || (coApplicant?.monthlyIncome ?? 0) > 0;
  if (income < MIN_MONTHLY_INCOME || !earns) {
    return { ...none, outcome: 'not_eligible', factors: [...factors, { code: 'income_minimum', params: { minimum: MIN_MONTHLY_INCOME }, effect: 'negative' }] };
  }
  // The stronger file leads a joint application; a co-applicant without a file leaves the applicant's.
  const lead = bureau.score === null ? coScore : coScore === null ? bureau.score : Math.max(bureau.score, coScore);
  if (coApplicant) factors.push({ code: 'co_applicant_credit', params: {}, effect: coScore !== null && coScore >= 660 ? 'positive' : 'negative' });
  if (lead === null) {
    return { ...none, outcome: 'not_eligible', factors: [...factors, { code: 'no_credit_file', params: {}, effect: 'negative' }] };
  }
  if (bureau.score === null) factors.push({ code: 'no_credit_file', params: {}, effect: 'negative' });

  const housing = answers.monthlyHousingPayment + HEATING
    + (coApplicant && coApplicant.separateHousingPayment !== null ? coApplicant.separateHousingPayment + HEATING : 0);
  const debts = bureau.monthlyDebtPayments + (coApplicant?.bureau.monthlyDebtPayments ?? 0);
  const car = answers.budget.to;
  const gds = percent(housing, income);
  const tds = percent(housing + debts + car, income);
  if (bureau.score !== null) factors.push({ code: 'score_band', params: { score: bureau.score, band: band! }, effect: bureau.score >= 660 ? 'positive' : 'negative' });
  factors.push({ code: 'gds', params: { ratio: gds, limit: GDS_LIMIT }, effect: gds <= GDS_LIMIT ? 'positive' : 'negative' });
  factors.push({ code: 'tds', params: { ratio: tds, limit: TDS_LIMIT }, effect: tds <= TDS_LIMIT ? 'positive' : 'negative' });
  const ownSteady = steady(answers.monthsAtJob, answers.employmentStatus === 'retired');
  factors.push({ code: 'employment_time', params: { months: answers.monthsAtJob, minimum: MIN_MONTHS_AT_JOB }, effect: ownSteady ? 'positive' : 'negative' });
  const coSteady = coApplicant !== null && coApplicant.monthlyIncome > 0 && steady(coApplicant.monthsAtJob, coApplicant.retired);
  if (coApplicant) {
    factors.push({ code: 'co_applicant_employment_time', params: { months: coApplicant.monthsAtJob, minimum: MIN_MONTHS_AT_JOB }, effect: coSteady ? 'positive' : 'negative' });
  }
  for (const f of bureau.factors) factors.push({ code: `bureau.${f.code}`, params: {}, effect: f.impact });

  const tier: LenderTier | null = lead >= 680 ? 1 : lead >= 600 ? 2 : lead >= 500 ? 3 : null;
  if (tier === null || gds > GDS_LIMIT || tds > TDS_LIMIT || !(ownSteady || coSteady)) return { ...none, outcome: 'refused', factors };

  // What the file can carry: the room left under the TDS limit, never more than the applicant's own budget.
  const room = Math.floor((income * TDS_LIMIT) / 100) - housing - debts;
  const payment = Math.min(answers.budget.to, room);
  const rate = TIER_RATES[tier];
  const max = roundTo100Dollars(financeable(payment, rate, QUOTE_TERM_MONTHS) + answers.cashDown);
  const min = roundTo100Dollars(financeable(Math.min(answers.budget.from, payment), rate, QUOTE_TERM_MONTHS) + answers.cashDown);
  return {
    outcome: 'congratulations', score: bureau.score, band, factors, tier, lenders: lendersFor(tier),
    approvedAmount: { min: Math.min(min, max), max }, indicativeRate: rate, coApplicant: joint,
  };
}
