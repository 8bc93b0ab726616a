import fc from 'fast-check';
import { adjustedCapitalizedCost, assertLeaseTerm, leaseResidualBase, DEFAULT_RESIDUAL_TABLE, leasePayment, leaseResidual, leaseResidualPercent, residualForKm } from './lease';
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from './payment-terms';

const amount = fc.integer({ min: 0, max: 50_000_000 });
const terms = fc.record({
  termMonths: fc.integer({ min: 1, max: 120 }),
  frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
  residualPercent: fc.integer({ min: 0, max: 100 }),
});
const ratePercent = fc.integer({ min: 0, max: 4000 }).map((hundredths) => hundredths / 100);

describe('leaseResidual', () => {
  it('is MSRP × residual %, to the cent', () => {
    expect(leaseResidual(3_500_000, 55)).toBe(1_925_000);
    expect(leaseResidual(3_499_999, 1)).toBe(35_000); // 34,999.99 rounds half-up
  });

  it.each([-1, 100.5, Number.NaN])('refuses a residual of %p%%', (percent) => {
    expect(() => leaseResidual(3_500_000, percent)).toThrow(expect.objectContaining({ code: 'pricing.invalid_residual', field: 'residualPercent' }));
  });
});

describe('leasePayment', () => {
  const example = { capitalizedCost: 3_000_000, msrp: 3_500_000, residualPercent: 55, termMonths: 36, ratePercent: 4.8, frequency: 12 as PaymentFrequency };

  it('is depreciation + finance charge with money factor APR / 2400 (monthly)', () => {
    // (30,000 − 19,250) / 36 = 298.6111 + (30,000 + 19,250) × 0.002 = 98.50 -> 397.11
    expect(leasePayment(example)).toBe(39_711);
  });

  it('scales the money factor to the payment frequency', () => {
    // 156 weekly payments: 10,750 / 156 = 68.9103 + 49,250 × 0.002 × 12 / 52 = 22.7308 -> 91.64
    expect(leasePayment({ ...example, frequency: 52 })).toBe(9164);
  });

  it('at 0% is the depreciation spread over the payments', () => {
    expect(leasePayment({ ...example, ratePercent: 0 })).toBe(29_861);
  });

  it('is 0, not negative, when the residual exceeds the capitalised cost or the down payment exceeds the price', () => {
    expect(leasePayment({ ...example, capitalizedCost: 1_000_000, ratePercent: 0 })).toBe(0);
    expect(leasePayment({ ...example, capitalizedCost: -500_000, residualPercent: 0 })).toBe(0);
  });

  it('is never negative and never lower at a higher rate', () => {
    fc.assert(fc.property(amount, amount, terms, ratePercent, ratePercent, (capitalizedCost, msrp, t, r1, r2) => {
      const pay = (rate: number) => leasePayment({ ...t, capitalizedCost, msrp, ratePercent: rate });
      return pay(Math.min(r1, r2)) >= 0 && pay(Math.min(r1, r2)) <= pay(Math.max(r1, r2));
    }));
  });

  it('validates term, rate and frequency like a loan', () => {
    expect(() => leasePayment({ ...example, termMonths: 0 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_term' }));
    expect(() => leasePayment({ ...example, ratePercent: 41 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_rate' }));
    expect(() => leasePayment({ ...example, frequency: 24 as PaymentFrequency })).toThrow(expect.objectContaining({ code: 'pricing.invalid_frequency' }));
    expect(() => leasePayment({ ...example, msrp: -1 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'msrp' }));
  });
});

describe('residualForKm', () => {
  const table = [
    { kilometers: 24_000, value: 52 },
    { kilometers: 16_000, value: 58 },
    { kilometers: 20_000, value: 55 },
  ];

  it.each([[0, 58], [16_000, 58], [16_001, 55], [18_000, 55], [20_000, 55], [24_000, 52]])('%p km a year -> %p%%', (km, value) => {
    expect(residualForKm(table, km)).toBe(value);
  });

  it('has no residual beyond the largest allowance or for an empty table', () => {
    expect(() => residualForKm(table, 24_001))
      .toThrow(expect.objectContaining({ code: 'pricing.kilometers_out_of_range', field: 'kilometers', details: { max: 24_000 } }));
    expect(() => residualForKm([], 0)).toThrow(expect.objectContaining({ code: 'pricing.kilometers_out_of_range' }));
  });

  it('refuses negative kilometres', () => {
    expect(() => residualForKm(table, -1)).toThrow(expect.objectContaining({ code: 'pricing.invalid_kilometers' }));
  });

  it('more kilometres never give a higher residual when the table falls with distance', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 24_000 }), fc.integer({ min: 0, max: 24_000 }), (a, b) =>
      residualForKm(table, Math.max(a, b)) <= residualForKm(table, Math.min(a, b))));
  });
});

describe('leaseResidualPercent', () => {
  const lessor = [
    { months: 36, residualByKm: [{ kilometers: 16_000, value: 62 }, { kilometers: 20_000, value: 60 }, { kilometers: 24_000, value: 57 }] },
    { months: 48, residualByKm: [{ kilometers: 20_000, value: 52 }] },
  ];

  it("takes the lessor's term with the same months (else the closest) at the buyer's allowance", () => {
    expect(leaseResidualPercent(lessor, 36, 16_000)).toBe(62);
    expect(leaseResidualPercent(lessor, 36)).toBe(60);
    expect(leaseResidualPercent(lessor, 24, 24_000)).toBe(57);
    expect(leaseResidualPercent(lessor, 60, 20_000)).toBe(52);
  });

  it('uses the default table by term and kilometres without a lessor record (ADR 0021)', () => {
    expect(leaseResidualPercent(null, 24, 16_000)).toBe(66);
    expect(leaseResidualPercent([], 60, 24_000)).toBe(38);
    expect(leaseResidualPercent([{ months: 36, residualByKm: [] }], 48)).toBe(48);
  });

  it('the default table falls with the term and with the distance', () => {
    for (const [i, term] of DEFAULT_RESIDUAL_TABLE.entries()) {
      const values = term.residualByKm.map((row) => row.value);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
      if (i > 0) expect(term.residualByKm[1].value).toBeLessThan(DEFAULT_RESIDUAL_TABLE[i - 1].residualByKm[1].value);
    }
  });
});

describe('assertLeaseTerm', () => {
  it.each([24, 36, 60])('accepts %p months', (months) => expect(assertLeaseTerm(months)).toBe(months));
  it.each([12, 23, 61, 72, 36.5])('refuses %p months', (months) => {
    expect(() => assertLeaseTerm(months)).toThrow(expect.objectContaining({ code: 'pricing.invalid_lease_term', field: 'termMonths' }));
  });
});

describe('adjustedCapitalizedCost', () => {
  it('applies the whole reduction while the cost stays at or above the residual', () => {
    expect(adjustedCapitalizedCost(3_000_000, 1_000_000, 1_680_000)).toEqual({ capitalizedCost: 2_000_000, refund: 0 });
    expect(adjustedCapitalizedCost(3_000_000, 1_320_000, 1_680_000)).toEqual({ capitalizedCost: 1_680_000, refund: 0 });
  });

  it('stops at the residual and refunds the rest', () => {
    expect(adjustedCapitalizedCost(3_000_000, 2_000_000, 1_680_000)).toEqual({ capitalizedCost: 1_680_000, refund: 680_000 });
  });

  it('refunds the whole reduction when the residual is above the gross cost', () => {
    expect(adjustedCapitalizedCost(1_000_000, 300_000, 1_680_000)).toEqual({ capitalizedCost: 1_000_000, refund: 300_000 });
  });

  it('balances to the cent and never refunds more than was brought', () => {
    fc.assert(fc.property(amount, amount, amount, (gross, reduction, residual) => {
      const { capitalizedCost, refund } = adjustedCapitalizedCost(gross, reduction, residual);
      return capitalizedCost + reduction - refund === gross && refund >= 0 && refund <= reduction
        && capitalizedCost >= Math.min(gross, residual) && capitalizedCost <= gross;
    }));
  });

  it('refuses negative amounts', () => {
    expect(() => adjustedCapitalizedCost(-1, 0, 0)).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'gross' }));
  });
});

describe('leaseResidualBase', () => {
  it("is a new vehicle's MSRP, else its price; a used vehicle's price, never its MSRP when new", () => {
    expect(leaseResidualBase({ condition: 'new', msrp: 4_000_000, vehiclePrice: 3_800_000 })).toBe(4_000_000);
    expect(leaseResidualBase({ condition: 'new', msrp: null, vehiclePrice: 3_800_000 })).toBe(3_800_000);
    expect(leaseResidualBase({ condition: 'used', msrp: 4_750_000, vehiclePrice: 2_939_000 })).toBe(2_939_000);
  });
});
