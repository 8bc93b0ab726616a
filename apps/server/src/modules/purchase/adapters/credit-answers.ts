import {
  monthsBetween, PREVIOUS_WITHIN_MONTHS, type Address, type CoApplicant, type CoApplicantAnswers, type CreditAddress, type CreditApplicant, type Duration,
  type PaymentTermsChoice, type PersonalDetails, type VehicleSnapshot,
} from '@marketplace/domain';
import type { CreditApplicationAnswers } from '../../credit/credit.public';

/** What purchase knows when its finance step submits an application to credit. */
export interface PurchaseCreditFile {
  readonly applicant: CreditApplicant;
  readonly details: PersonalDetails;
  readonly vehicle: VehicleSnapshot;
  readonly terms: PaymentTermsChoice;
  readonly haveTradeIn: boolean;
  /** 'YYYY-MM-DD'. */
  readonly today: string;
}

const duration = (months: number): Duration => ({ years: Math.min(80, Math.floor(months / 12)), months: months % 12 });
/** Time since `date`; an unknown date counts as no time (the conservative reading for a lender). */
const since = (date: string | undefined, today: string) => duration(date ? Math.max(0, monthsBetween(date, today)) : 0);
const creditAddress = (a: Address): CreditAddress => ({ line1: a.line1, city: a.city, province: a.province, postalCode: a.postalCode });

/** The monthly payment of the financed amount at the chosen rate and term (cents): the budget the buyer has in fact chosen. */
export function monthlyPaymentOf(terms: PaymentTermsChoice, price: number): number {
  const principal = Math.max(0, price - terms.downPayment);
  const r = terms.ratePercent / 1200;
  const n = terms.termMonths;
  return Math.round(r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n));
}

/**
 * The purchase's credit step as credit's wizard answers (ADR 0014, "From a purchase"), purchase's side of credit's public API. The applicant's own fields map
 * one to one; the pages purchase does not ask come from the transaction: condition from the vehicle, budget from the
 * chosen terms, cash down, trade-in; a vehicle type and a credit rating it cannot know are 'car' and 'unknown'. These
 * pages only describe the file; the decision uses the budget, cash down, employment, income and housing payment.
 */
export function creditAnswersOf(f: PurchaseCreditFile): CreditApplicationAnswers {
  const { applicant: a, details: d } = f;
  const e = a.employment;
  const job = e.status === 'employed' || e.status === 'self_employed' || (e.status === 'student' && e.grossIncome > 0);
  const payment = monthlyPaymentOf(f.terms, f.vehicle.price);
  const atJob = since(e.hiringDate, f.today);
  const prev = a.previousEmployment;
  const atAddress = since(a.occupancyDate, f.today);
  const income: CreditApplicationAnswers = !job
    ? { 'income-source': { incomeSource: e.otherIncomeType ?? 'investment_income' }, 'monthly-income': { amount: e.otherIncome ?? e.grossIncome } }
    : {
      'income-frequency': { payBasis: e.frequency },
      ...(e.frequency === 'annually' ? { 'annual-salary': { salary: e.grossIncome } } : { 'monthly-income': { amount: e.grossIncome } }),
      'income-time': atJob,
      'job-information': { employer: e.employer ?? '', occupation: e.occupation ?? '', employmentType: e.type ?? 'full_time' },
      ...(atJob.years * 12 + atJob.months < PREVIOUS_WITHIN_MONTHS
        ? { 'previous-job': { employer: prev?.employer ?? '', occupation: prev?.occupation ?? '', ...(prev?.from ? since(prev.from, prev.to ?? f.today) : duration(0)) } }
        : {}),
    };
  return {
    'vehicle-condition': { condition: f.vehicle.condition },
    'vehicle-type': { vehicleType: 'car' },
    budget: { from: payment, to: payment },
    'trade-in': { haveTradeIn: f.haveTradeIn },
    'credit-rating': { estimatedCreditRating: 'unknown' },
    'cash-down': { cashDown: f.terms.downPayment },
    'employment-status': { employmentStatus: e.status },
    ...(e.status === 'student' ? { 'student-job': { studentJob: job } } : {}),
    ...income,
    address: { ...creditAddress(d.billing), residentialStatus: a.residentialStatus, monthlyHousingPayment: a.monthlyResidentialPayment },
    'time-at-address': atAddress,
    // Purchase asks a previous address under 6 months, credit under 24: between the two, the current one stands in.
    ...(atAddress.years * 12 + atAddress.months < PREVIOUS_WITHIN_MONTHS
      ? { 'previous-address': { ...creditAddress(a.previousAddress ?? d.billing), ...duration(0) } }
      : {}),
    'personal-information': {
      firstName: d.firstName, lastName: d.lastName, dateOfBirth: a.dateOfBirth, phone: d.billing.phone ?? '', gender: a.gender, maritalStatus: a.maritalStatus,
      ...(a.sin ? { sin: a.sin } : {}),
    },
  };
}

/**
 * The step's co-applicant (issue 42, ADR 0063) as credit's joint-application answers: their own address and housing
 * payment only when they live elsewhere, the months at their job from the hiring date (unknown counts as none).
 */
export function coApplicantAnswersOf(c: CoApplicant, today: string): CoApplicantAnswers {
  const e = c.employment;
  return {
    firstName: c.firstName, lastName: c.lastName, dateOfBirth: c.dateOfBirth, relationship: c.relationship,
    separateAddress: c.livesWithApplicant || !c.address ? null : { ...creditAddress(c.address), monthlyHousingPayment: c.monthlyResidentialPayment },
    employmentStatus: e.status, ...(e.employer ? { employer: e.employer } : {}), ...(e.occupation ? { occupation: e.occupation } : {}),
    monthsAtJob: e.hiringDate ? Math.max(0, monthsBetween(e.hiringDate, today)) : 0,
    income: { amount: e.grossIncome, frequency: e.frequency },
  };
}
