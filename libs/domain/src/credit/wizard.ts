import type { EmploymentStatus } from '../shared/value-lists';

/** The wizard's pages, in the spec's order (§2). */
export const CREDIT_PAGES = [
  'vehicle-condition', 'vehicle-type', 'budget', 'trade-in', 'credit-rating', 'cash-down', 'employment-status', 'student-job',
  'income-source', 'monthly-income', 'income-frequency', 'hourly-wage', 'annual-salary', 'income-time', 'job-information',
  'previous-job', 'address', 'time-at-address', 'previous-address', 'personal-information', 'confirmation', 'activation', 'result',
] as const;
export type CreditPage = (typeof CREDIT_PAGES)[number];

/** How pay is counted, asked on income-frequency: it picks the page with the amount. */
export type PayBasis = 'hourly' | 'annually' | 'weekly' | 'biweekly' | 'monthly';

/** What the skip rules look at. */
export interface WizardFacts {
  readonly employmentStatus?: EmploymentStatus;
  readonly studentJob?: boolean;
  readonly payBasis?: PayBasis;
  readonly monthsAtJob?: number;
  readonly monthsAtAddress?: number;
  /** Signed in: the account activates the application, no SMS page. */
  readonly signedIn: boolean;
}

/** A previous job or address is asked when the current one is under 2 years (the credit flow's rule, spec §5). */
export const PREVIOUS_WITHIN_MONTHS = 24;

export function hasJob(f: WizardFacts): boolean {
  return f.employmentStatus === 'employed' || f.employmentStatus === 'self_employed' || (f.employmentStatus === 'student' && f.studentJob === true);
}

/** Does this page apply, given what is known so far? Unknown facts keep the page (it is asked). */
export function pageApplies(page: CreditPage, f: WizardFacts): boolean {
  const job = hasJob(f);
  switch (page) {
    case 'student-job':
      return f.employmentStatus === 'student';
    case 'income-source':
      return f.employmentStatus !== undefined && !job;
    case 'income-frequency':
      return job;
    case 'hourly-wage':
      return job && f.payBasis === 'hourly';
    case 'annual-salary':
      return job && f.payBasis === 'annually';
    case 'monthly-income':
      // Without a job: the income from the source; with one: pay per week, two weeks or month.
      return f.employmentStatus !== undefined && (!job || (f.payBasis !== undefined && f.payBasis !== 'hourly' && f.payBasis !== 'annually'));
    case 'income-time':
    case 'job-information':
      return job;
    case 'previous-job':
      return job && f.monthsAtJob !== undefined && f.monthsAtJob < PREVIOUS_WITHIN_MONTHS;
    case 'previous-address':
      return f.monthsAtAddress !== undefined && f.monthsAtAddress < PREVIOUS_WITHIN_MONTHS;
    case 'activation':
      return !f.signedIn;
    default:
      return true;
  }
}

export const applicablePages = (f: WizardFacts): CreditPage[] => CREDIT_PAGES.filter((p) => pageApplies(p, f));

/** The page after `page`, skipping what does not apply. */
export function nextPage(page: CreditPage, f: WizardFacts): CreditPage | null {
  const pages = applicablePages(f);
  const after = CREDIT_PAGES.slice(CREDIT_PAGES.indexOf(page) + 1);
  return after.find((p) => pages.includes(p)) ?? null;
}

/** Pages before the result that apply and have no answer yet. */
export function missingPages(answered: ReadonlySet<string>, f: WizardFacts): CreditPage[] {
  return applicablePages(f).filter((p) => p !== 'result' && p !== 'activation' && !answered.has(p));
}
