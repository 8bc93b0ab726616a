import fc from 'fast-check';
import { decideCredit, MIN_MONTHLY_INCOME, monthlyIncomeOf, scoreBand, TDS_LIMIT, type BureauReport, type CoApplicantFile, type CreditAnswers } from './decision';

const answers: CreditAnswers = {
  budget: { from: 30_000, to: 50_000 }, cashDown: 200_000, employmentStatus: 'employed', studentJob: false,
  income: { kind: 'annual', salary: 8_400_000 }, otherMonthlyIncome: 0, monthsAtJob: 36, monthlyHousingPayment: 150_000,
};
const bureau: BureauReport = { score: 720, factors: [{ code: 'payment_history', impact: 'positive' }], monthlyDebtPayments: 30_000, bureau: 'simulated' };

describe('credit decision', () => {
  it('congratulates a steady, prime file with tier-1 lenders, an amount range and a rate', () => {
    const d = decideCredit(answers, bureau);
    expect(d.outcome).toBe('congratulations');
    expect(d.tier).toBe(1);
    expect(d.lenders.map((l) => l.id)).toContain('desjardins');
    expect(d.approvedAmount!.min).toBeLessThanOrEqual(d.approvedAmount!.max);
    expect(d.approvedAmount!.max).toBeGreaterThan(answers.cashDown);
    expect(d.indicativeRate).toBe(6.99);
    expect(d.factors.find((f) => f.code === 'tds')).toMatchObject({ effect: 'positive', params: { limit: TDS_LIMIT } });
  });

  it('refuses when debt payments would pass 44 % of income, and says so with the ratio', () => {
    const d = decideCredit({ ...answers, monthlyHousingPayment: 250_000 }, { ...bureau, monthlyDebtPayments: 60_000 });
    expect(d.outcome).toBe('refused');
    const tds = d.factors.find((f) => f.code === 'tds')!;
    expect(tds.effect).toBe('negative');
    expect(Number(tds.params.ratio)).toBeGreaterThan(TDS_LIMIT);
    expect(d.lenders).toEqual([]);
  });

  it('refuses a score under 500 and a job held under 3 months', () => {
    expect(decideCredit(answers, { ...bureau, score: 480 }).outcome).toBe('refused');
    expect(decideCredit({ ...answers, monthsAtJob: 1 }, bureau).outcome).toBe('refused');
  });

  it('is not eligible without income, for a student without a job, or without a credit file', () => {
    expect(decideCredit({ ...answers, income: { kind: 'annual', salary: 1_000_000 } }, bureau).outcome).toBe('not_eligible');
    expect(decideCredit({ ...answers, employmentStatus: 'student', studentJob: false }, bureau).outcome).toBe('not_eligible');
    expect(decideCredit(answers, { ...bureau, score: null }).factors.map((f) => f.code)).toContain('no_credit_file');
  });

  it('reads income per period, hourly and annual the same way', () => {
    expect(monthlyIncomeOf({ ...answers, income: { kind: 'per_period', amount: 323_077, frequency: 'biweekly' } })).toBe(700_000);
    expect(monthlyIncomeOf({ ...answers, income: { kind: 'hourly', wage: 4_000, hoursPerWeek: 40 } })).toBe(693_333);
    expect(monthlyIncomeOf({ ...answers, income: { kind: 'annual', salary: 8_400_000 } })).toBe(700_000);
  });

  it('uses Equifax Canada bands', () => {
    expect([300, 559, 560, 659, 660, 724, 725, 759, 760, 900].map(scoreBand))
      .toEqual(['poor', 'poor', 'fair', 'fair', 'good', 'good', 'very_good', 'very_good', 'excellent', 'excellent']);
  });

  it('property: a higher score never turns congratulations into refused', () => {
    fc.assert(fc.property(fc.integer({ min: 300, max: 899 }), fc.integer({ min: 1, max: 100 }), (score, up) => {
      const a = decideCredit(answers, { ...bureau, score });
      const b = decideCredit(answers, { ...bureau, score: Math.min(900, score + up) });
      return !(a.outcome === 'congratulations' && b.outcome !== 'congratulations');
    }));
  });

  describe('with a co-applicant (issue 42, ADR 0063)', () => {
    /** A student without a job or other income: not eligible alone. */
    const student: CreditAnswers = { ...answers, employmentStatus: 'student', studentJob: false, income: { kind: 'per_period', amount: 0, frequency: 'monthly' }, monthsAtJob: 0 };
    const partner: CoApplicantFile = {
      monthlyIncome: 750_000, monthsAtJob: 60, retired: false, separateHousingPayment: null,
      bureau: { score: 760, factors: [], monthlyDebtPayments: 20_000, bureau: 'simulated' },
    };

    it('pre-qualifies a buyer not eligible alone when a creditworthy co-applicant joins: household income, the stronger file sets the tier', () => {
      expect(decideCredit(student, bureau).outcome).toBe('not_eligible');
      const d = decideCredit(student, bureau, partner);
      expect(d).toMatchObject({ outcome: 'congratulations', score: 720, band: 'good', tier: 1, coApplicant: { score: 760, band: 'excellent' } });
      expect(d.factors.find((f) => f.code === 'household_income')).toMatchObject({ params: { monthly: 750_000 }, effect: 'positive' });
      expect(d.factors.find((f) => f.code === 'co_applicant_credit')).toMatchObject({ effect: 'positive' });
      // The co-applicant's score is never among the factors the applicant reads.
      expect(JSON.stringify(d.factors)).not.toContain('760');
    });

    it('leaves the refusal in place when the co-applicant does not help: no income, no file, or debts that break the ratios', () => {
      expect(decideCredit(student, bureau, { ...partner, monthlyIncome: 0 })).toMatchObject({ outcome: 'not_eligible', coApplicant: { score: 760 } });
      expect(decideCredit(student, { ...bureau, score: null }, { ...partner, bureau: { ...partner.bureau, score: null } }).factors.map((f) => f.code)).toContain('no_credit_file');
      const indebted = decideCredit(student, bureau, { ...partner, bureau: { ...partner.bureau, monthlyDebtPayments: 400_000 } });
      expect(indebted.outcome).toBe('refused');
      expect(indebted.factors.find((f) => f.code === 'tds')!.effect).toBe('negative');
    });

    it('counts a co-applicant living elsewhere\'s own housing payment, and the co-applicant\'s steady job for the applicant\'s short one', () => {
      const apart = decideCredit(answers, bureau, { ...partner, separateHousingPayment: 150_000 });
      const together = decideCredit(answers, bureau, partner);
      const gds = (d: typeof apart) => Number(d.factors.find((f) => f.code === 'gds')!.params.ratio);
      expect(gds(apart)).toBeGreaterThan(gds(together));
      expect(decideCredit({ ...answers, monthsAtJob: 1 }, bureau).outcome).toBe('refused');
      expect(decideCredit({ ...answers, monthsAtJob: 1 }, bureau, partner).outcome).toBe('congratulations');
    });

    it('takes a co-applicant\'s file when the applicant has none, and the stronger score for the tier', () => {
      expect(decideCredit(answers, { ...bureau, score: null }).outcome).toBe('not_eligible');
      expect(decideCredit(answers, { ...bureau, score: null }, partner)).toMatchObject({ outcome: 'congratulations', score: null, tier: 1 });
      expect(decideCredit(answers, { ...bureau, score: 610 }).tier).toBe(2);
      expect(decideCredit(answers, { ...bureau, score: 610 }, partner).tier).toBe(1);
    });

    it('property: a co-applicant with income never lowers the household income below the applicant\'s, and a joint decision names its co-applicant', () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 300, max: 900 }), (income, score) => {
        const d = decideCredit(student, bureau, { ...partner, monthlyIncome: income, bureau: { ...partner.bureau, score } });
        const eligibleIncome = income >= MIN_MONTHLY_INCOME;
        return d.coApplicant !== null && (eligibleIncome || d.outcome === 'not_eligible');
      }));
    });
  });
});
