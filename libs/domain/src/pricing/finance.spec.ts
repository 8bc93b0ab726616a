import fc from 'fast-check';
import { financePayment } from './finance';
import { PAYMENT_FREQUENCIES, paymentCount, type PaymentFrequency } from './payment-terms';

const principal = fc.integer({ min: 0, max: 50_000_000 }); // up to $500,000
const termMonths = fc.integer({ min: 1, max: 120 });
const frequency = fc.constantFrom(...PAYMENT_FREQUENCIES);
const ratePercent = fc.integer({ min: 0, max: 4000 }).map((hundredths) => hundredths / 100); // 0.00% to 40.00%

describe('paymentCount', () => {
  it.each([[60, 52, 260], [60, 26, 130], [60, 12, 60], [60, 1, 5], [7, 26, 15], [6, 1, 1], [1, 1, 1]])(
    '%p months at %p a year -> %p payments', (months, perYear, expected) => {
      expect(paymentCount(months, perYear as PaymentFrequency)).toBe(expected);
    });
});

describe('financePayment', () => {
  it('matches the standard annuity: $30,000 at 6% over 60 months', () => {
    expect(financePayment({ principal: 3_000_000, termMonths: 60, ratePercent: 6, frequency: 12 })).toBe(57_998);
    expect(financePayment({ principal: 3_000_000, termMonths: 60, ratePercent: 6, frequency: 52 })).toBe(13_362);
  });

  it('spreads the interest-free part (taxes) evenly over the payments', () => {
    expect(financePayment({ principal: 0, interestFree: 260_000, termMonths: 60, ratePercent: 6, frequency: 52 })).toBe(1000);
    expect(financePayment({ principal: 3_000_000, interestFree: 600_000, termMonths: 60, ratePercent: 6, frequency: 12 })).toBe(57_998 + 10_000);
  });

  it('at 0% equals (principal + interest-free part) / payments, within a cent', () => {
    fc.assert(fc.property(principal, principal, termMonths, frequency, (p, free, months, perYear) => {
      const payment = financePayment({ principal: p, interestFree: free, termMonths: months, ratePercent: 0, frequency: perYear });
      return Math.abs(payment - (p + free) / paymentCount(months, perYear)) <= 0.5;
    }));
  });

  it('is never negative, and pays back at least the principal', () => {
    fc.assert(fc.property(principal, termMonths, ratePercent, frequency, (p, months, rate, perYear) => {
      const payment = financePayment({ principal: p, termMonths: months, ratePercent: rate, frequency: perYear });
      return payment >= 0 && payment * paymentCount(months, perYear) >= p - paymentCount(months, perYear) / 2;
    }));
  });

  it('a higher rate never gives a lower payment', () => {
    fc.assert(fc.property(principal, termMonths, ratePercent, ratePercent, frequency, (p, months, r1, r2, perYear) => {
      const pay = (rate: number) => financePayment({ principal: p, termMonths: months, ratePercent: rate, frequency: perYear });
      return pay(Math.min(r1, r2)) <= pay(Math.max(r1, r2));
    }));
  });

  it('a longer term never gives a higher payment', () => {
    fc.assert(fc.property(principal, termMonths, termMonths, ratePercent, frequency, (p, m1, m2, rate, perYear) => {
      const pay = (months: number) => financePayment({ principal: p, termMonths: months, ratePercent: rate, frequency: perYear });
      return pay(Math.max(m1, m2)) <= pay(Math.min(m1, m2));
    }));
  });

  describe('validation', () => {
    const valid = { principal: 1_000_000, termMonths: 60, ratePercent: 5, frequency: 52 as PaymentFrequency };

    it.each([0, 121, 1.5, Number.NaN])('term %p months -> pricing.invalid_term', (months) => {
      expect(() => financePayment({ ...valid, termMonths: months }))
        .toThrow(expect.objectContaining({ code: 'pricing.invalid_term', kind: 'validation', field: 'termMonths', details: { min: 1, max: 120 } }));
    });

    it.each([-0.01, 40.01, Number.NaN, Number.POSITIVE_INFINITY])('rate %p%% -> pricing.invalid_rate', (rate) => {
      expect(() => financePayment({ ...valid, ratePercent: rate }))
        .toThrow(expect.objectContaining({ code: 'pricing.invalid_rate', field: 'ratePercent' }));
    });

    it.each([0, 4, 13, 365])('frequency %p -> pricing.invalid_frequency', (perYear) => {
      expect(() => financePayment({ ...valid, frequency: perYear as PaymentFrequency }))
        .toThrow(expect.objectContaining({ code: 'pricing.invalid_frequency', field: 'frequency' }));
    });

    it.each([-1, 10.5])('principal %p -> pricing.invalid_amount', (amount) => {
      expect(() => financePayment({ ...valid, principal: amount }))
        .toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'principal' }));
    });

    it('accepts the bounds', () => {
      expect(financePayment({ ...valid, termMonths: 1, ratePercent: 0, frequency: 1 })).toBe(1_000_000);
      expect(financePayment({ ...valid, termMonths: 120, ratePercent: 40 })).toBeGreaterThan(0);
    });
  });
});
