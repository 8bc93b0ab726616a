import { coApplicantBureauIdentity, coApplicantFileOf, missingPages, toCreditAnswers, type CreditApplicant, type VehicleSnapshot } from '@marketplace/domain';
import { coApplicantAnswersOf, creditAnswersOf, monthlyPaymentOf, type PurchaseCreditFile } from './credit-answers';

const vehicle: VehicleSnapshot = {
  vehicleId: 'veh-1', vin: '1HGCM82633A004352', condition: 'used', year: 2023, make: 'Honda', model: 'Civic', trim: 'Sport', photo: null,
  price: 2_500_000, msrp: 3_000_000, dealer: { companyId: 1, name: 'Demo Motors', city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.57 },
};
const billing = { line1: '1 rue Sainte-Catherine', countryId: 43, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', phone: '514 555-1234' };
const applicant: CreditApplicant = {
  dateOfBirth: '1990-05-01', sin: '046454286', maritalStatus: 'single', gender: 'female', residentialStatus: 'rent', monthlyResidentialPayment: 120_000,
  occupancyDate: '2020-01-01', employment: { status: 'employed', type: 'full_time', employer: 'ACME', occupation: 'Engineer', grossIncome: 600_000, frequency: 'monthly', hiringDate: '2018-03-01' },
  creditApplicationConsent: true,
};
const file = (over: Partial<PurchaseCreditFile> = {}): PurchaseCreditFile => ({
  applicant, details: { firstName: 'Marie', lastName: 'Tremblay', registerOnCompanyName: false, sameAsBillingAddress: true, billing },
  vehicle, terms: { termMonths: 60, ratePercent: 0, frequency: 12, downPayment: 500_000 }, haveTradeIn: true, today: '2026-03-02', ...over,
});
const answered = (a: object) => new Set(Object.keys(a));

describe('a purchase credit step as credit answers (ADR 0014, From a purchase)', () => {
  it('maps the applicant and derives the pages purchase does not ask from the transaction; the file is complete for credit', () => {
    const a = creditAnswersOf(file());
    expect(a).toMatchObject({
      'vehicle-condition': { condition: 'used' }, 'vehicle-type': { vehicleType: 'car' }, budget: { from: 33_333, to: 33_333 },
      'trade-in': { haveTradeIn: true }, 'cash-down': { cashDown: 500_000 }, 'income-frequency': { payBasis: 'monthly' },
      'monthly-income': { amount: 600_000 }, 'income-time': { years: 8, months: 0 },
      address: { postalCode: 'H2X 1Y4', residentialStatus: 'rent', monthlyHousingPayment: 120_000 }, 'time-at-address': { years: 6, months: 2 },
      'personal-information': { firstName: 'Marie', lastName: 'Tremblay', dateOfBirth: '1990-05-01', phone: '514 555-1234', sin: '046454286' },
    });
    expect(a['previous-job']).toBeUndefined();
    expect(a['previous-address']).toBeUndefined();
    const facts = { signedIn: true, employmentStatus: 'employed' as const, payBasis: 'monthly' as const, monthsAtJob: 96, monthsAtAddress: 74 };
    expect(missingPages(answered(a), facts).filter((p) => p !== 'confirmation')).toEqual([]);
    expect(toCreditAnswers(a)).toMatchObject({ cashDown: 500_000, income: { kind: 'per_period', amount: 600_000, frequency: 'monthly' } });
  });

  it('an annual salary, a recent job and a recent move fill the previous pages credit asks under 24 months', () => {
    const recent = {
      ...applicant, occupancyDate: '2025-06-01',
      employment: { ...applicant.employment, frequency: 'annually' as const, grossIncome: 9_000_000, hiringDate: undefined },
    };
    const a = creditAnswersOf(file({ applicant: recent }));
    expect(a['annual-salary']).toEqual({ salary: 9_000_000 });
    expect(a['income-time']).toEqual({ years: 0, months: 0 });
    expect(a['previous-job']).toMatchObject({ years: 0, months: 0 });
    expect(a['previous-address']).toMatchObject({ line1: billing.line1, years: 0, months: 0 });
  });

  it('without a job: the other income and its source', () => {
    const retired = { ...applicant, employment: { status: 'retired' as const, grossIncome: 0, frequency: 'monthly' as const, otherIncome: 300_000, otherIncomeType: 'pensions' as const } };
    const a = creditAnswersOf(file({ applicant: retired }));
    expect(a).toMatchObject({ 'income-source': { incomeSource: 'pensions' }, 'monthly-income': { amount: 300_000 } });
    expect(a['job-information']).toBeUndefined();
  });

  it('the budget is the monthly payment of the financed amount', () => {
    expect(monthlyPaymentOf({ termMonths: 60, ratePercent: 6, frequency: 12, downPayment: 0 }, 2_000_000)).toBe(38_666);
  });
});

describe('a co-applicant as credit\'s joint-application answers (ADR 0063)', () => {
  const co = {
    firstName: 'Jean', lastName: 'Tremblay', dateOfBirth: '1985-02-10', relationship: 'spouse', livesWithApplicant: true, monthlyResidentialPayment: 0,
    employment: { status: 'employed', employer: 'Hydro', hiringDate: '2020-01-15', grossIncome: 9_000_000, frequency: 'annually' }, consent: true,
  } as const;

  it('living with the buyer: one household, the buyer\'s postal code for the bureau, months at the job from the hiring date', () => {
    const answers = coApplicantAnswersOf(co, '2026-03-02');
    expect(answers).toEqual({
      firstName: 'Jean', lastName: 'Tremblay', dateOfBirth: '1985-02-10', relationship: 'spouse', separateAddress: null, employmentStatus: 'employed', employer: 'Hydro',
      monthsAtJob: 73, income: { amount: 9_000_000, frequency: 'annually' },
    });
    expect(coApplicantBureauIdentity(answers, creditAnswersOf(file())).postalCode).toBe('H2X 1Y4');
    expect(coApplicantFileOf(answers, { score: 700, factors: [], monthlyDebtPayments: 0, bureau: 'simulated' })).toMatchObject({ monthlyIncome: 750_000, separateHousingPayment: null });
  });

  it('living elsewhere: their address and housing payment; no hiring date counts as no time at the job', () => {
    const address = { line1: '5 rue Ontario', countryId: 43, city: 'Montréal', province: 'QC', postalCode: 'H2L 1N1' };
    const answers = coApplicantAnswersOf({ ...co, livesWithApplicant: false, address, monthlyResidentialPayment: 90_000, employment: { ...co.employment, hiringDate: undefined } }, '2026-03-02');
    expect(answers).toMatchObject({ separateAddress: { postalCode: 'H2L 1N1', monthlyHousingPayment: 90_000 }, monthsAtJob: 0 });
    expect(coApplicantBureauIdentity(answers, creditAnswersOf(file())).postalCode).toBe('H2L 1N1');
  });
});

