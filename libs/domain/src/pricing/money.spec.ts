import fc from 'fast-check';
import { DomainError } from '../shared';
import { allocate, centsToDollars, dollarsToCents, percentOf, roundHalfUp, sumCents } from './money';

const cents = fc.integer({ min: -1e12, max: 1e12 });
const percent = fc.integer({ min: 0, max: 100_000 }).map((milli) => milli / 1000); // 0 to 100, 3 decimals like 9.975

describe('roundHalfUp', () => {
  it.each([
    [0.5, 1], [1.5, 2], [2.5, 3], [-0.5, -1], [-2.5, -3], [0.49, 0], [1.005 * 100, 101], [-0, 0],
  ])('%p -> %p', (value, expected) => expect(roundHalfUp(value)).toBe(expected));

  it('refuses non-finite numbers', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(DomainError);
  });
});

describe('dollars and cents', () => {
  it.each([[19.99, 1999], [1.005, 101], [0.1 + 0.2, 30], [55_000, 5_500_000], [-4.995, -500]])('%p dollars -> %p cents', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it('round-trips cents through dollars', () => {
    fc.assert(fc.property(cents, (amount) => dollarsToCents(centsToDollars(amount)) === amount));
  });
});

describe('percentOf', () => {
  it('rounds half-up to the cent', () => {
    expect(percentOf(10_000, 9.975)).toBe(998); // 997.5
    expect(percentOf(2_700_000, 9.975)).toBe(269_325);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(-1, 50)).toBe(-1);
    expect(percentOf(3, 50)).toBe(2);
  });

  it('is the exact product rounded to the nearest cent', () => {
    fc.assert(fc.property(cents, percent, (amount, p) => Math.abs(percentOf(amount, p) - (amount * p) / 100) <= 0.5 + 1e-3));
  });

  it('is exact at 0% and 100%, and odd in the amount', () => {
    fc.assert(fc.property(cents, percent, (amount, p) =>
      percentOf(amount, 0) === 0 && percentOf(amount, 100) === amount && percentOf(-amount, p) === -percentOf(amount, p)));
  });

  it('refuses fractional cents', () => {
    expect(() => percentOf(10.5, 5)).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount' }));
  });
});

describe('allocate', () => {
  it('splits and gives leftover cents to the earliest largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(1000, [0, 1, 3])).toEqual([0, 250, 750]);
  });

  it('parts sum to the total exactly and stay within a cent of their share', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some((x) => x > 0));
    fc.assert(fc.property(cents, weights, (total, w) => {
      const parts = allocate(total, w);
      const weightSum = w.reduce((a, b) => a + b, 0);
      return sumCents(parts) === total && parts.every((part, i) => Math.abs(part - (total * w[i]) / weightSum) < 1 + 1e-6);
    }));
  });

  it('refuses empty, negative or all-zero weights', () => {
    for (const weights of [[], [-1, 2], [0, 0]]) {
      expect(() => allocate(100, weights)).toThrow(expect.objectContaining({ code: 'pricing.invalid_weights' }));
    }
  });
});

describe('sumCents', () => {
  it('adds whole cents and refuses dollars', () => {
    expect(sumCents([1999, 1, 0])).toBe(2000);
    expect(() => sumCents([19.99])).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'amounts[0]' }));
  });
});
