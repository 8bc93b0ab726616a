import fc from 'fast-check';
import { financePayment } from './finance';
import { leasePayment, leaseResidual } from './lease';
import { percentOf, sumCents } from './money';
import { LEASE_TERM_CHOICES } from '../shared';
import { PAYMENT_FREQUENCIES, paymentCount } from './payment-terms';
import { PROVINCES } from './province';
import { recalculate, type RecalculateInput } from './recalculate';
import { taxesFor } from './sales-taxes';

const QC = taxesFor('QC', { on: '2025-06-01' });

const base: RecalculateInput = {
  province: 'QC',
  productPrice: 3_000_000,
  protectionPlanPrice: 150_000,
  deliveryPrice: 50_000,
  tradeIn: { value: 500_000, balanceDue: 200_000, include: true },
  taxes: QC,
  finance: { downPayment: 100_000, termMonths: 60, ratePercent: 6 },
  lease: { msrp: 3_200_000, residualPercent: 55, termMonths: 36, ratePercent: 4.8 },
  frequency: 12,
};

describe('recalculate', () => {
  it('prices a Quebec purchase with an included trade-in (worked example)', () => {
    const prices = recalculate(base);
    // subtotal 30,000 + 1,500 + 500 − 5,000 = 27,000; GST 1,350; QST 9.975% = 2,693.25
    expect(prices.subtotal).toBe(2_700_000);
    expect(prices.taxes).toEqual([
      { name: 'GST', percent: 5, amount: 135_000 },
      { name: 'QST', percent: 9.975, amount: 269_325 },
    ]);
    expect(prices.levies).toEqual([]);
    expect(prices.total).toBe(2_700_000 + 404_325 + 200_000); // + trade-in balance due
    expect(prices.cash).toBe(prices.total - 25_000);
    expect(prices).toMatchObject({
      frequence: 12, deposit: 25_000, tradeInValue: 500_000, tradeInBalanceDue: 200_000, includeTradeInValue: true, paymentMethod: 'finance',
    });
  });

  it('finances total − taxes − down payment − deposit with interest and spreads the taxes at 0%', () => {
    const prices = recalculate(base);
    const expected = financePayment({ principal: 2_900_000 - 125_000, interestFree: 404_325, termMonths: 60, ratePercent: 6, frequency: 12 });
    expect(prices.finance).toEqual({ downPayment: 100_000, term: { months: 60, value: 6 }, payment: expected });
    expect(expected).toBe(60_387);
  });

  it('leases subtotal + balance due − down payment − deposit, with sales taxes on each payment', () => {
    const prices = recalculate(base);
    const beforeTax = leasePayment({ capitalizedCost: 2_900_000 - 25_000, msrp: 3_200_000, residualPercent: 55, termMonths: 36, ratePercent: 4.8, frequency: 12 });
    expect(prices.lease).toEqual({
      downPayment: 0,
      term: { months: 36, value: 4.8 },
      residual: { value: 55, amount: 1_760_000 },
      capitalizedCost: 2_875_000,
      refund: 0,
      kilometresPerYear: 20_000,
      excessKmCharge: 12,
      paymentBeforeTax: beforeTax,
      taxes: [{ name: 'GST', percent: 5, amount: percentOf(beforeTax, 5) }, { name: 'QST', percent: 9.975, amount: percentOf(beforeTax, 9.975) }],
      payment: beforeTax + percentOf(beforeTax, 5) + percentOf(beforeTax, 9.975),
    });
  });

  it('taxes a lease on each payment, not up front: the payments carry the taxes of the payment, not of the price', () => {
    const prices = recalculate({ ...base, paymentMethod: 'lease' });
    const perPaymentTax = sumCents(prices.lease.taxes.map((tax) => tax.amount));
    expect(perPaymentTax).toBe(percentOf(prices.lease.paymentBeforeTax, 5) + percentOf(prices.lease.paymentBeforeTax, 9.975));
    // 36 payments of tax on the payment are far less than the tax on the whole price
    expect(perPaymentTax * 36).toBeLessThan(sumCents(prices.taxes.map((tax) => tax.amount)));
  });

  it('costs less per period to lease than to finance the same car over the same term', () => {
    for (const termMonths of [24, 36, 48, 60]) {
      for (const frequency of [52, 26, 12] as const) {
        const prices = recalculate({
          ...base, tradeIn: undefined, frequency, paymentMethod: 'lease',
          finance: { termMonths, ratePercent: 5.99 }, lease: { msrp: 3_000_000, termMonths, ratePercent: 5.99 },
        });
        expect(prices.lease.payment).toBeLessThan(prices.finance.payment);
      }
    }
  });

  it("takes the default residual table's value for the term and allowance when the lessor gives none (ADR 0021)", () => {
    const prices = recalculate({ ...base, lease: { msrp: 3_000_000, termMonths: 36, kilometresPerYear: 24_000 } });
    expect(prices.lease.residual).toEqual({ value: 53, amount: 1_590_000 });
    expect(prices.lease.kilometresPerYear).toBe(24_000);
  });

  it('refuses a lease outside 24 to 60 months, but still shows the lease of a finance quote', () => {
    for (const termMonths of [12, 23, 61, 72]) {
      expect(() => recalculate({ ...base, paymentMethod: 'lease', lease: { ...base.lease, termMonths } }))
        .toThrow(expect.objectContaining({ code: 'pricing.invalid_lease_term', field: 'termMonths' }));
    }
    expect(recalculate({ ...base, paymentMethod: 'finance', lease: { ...base.lease, termMonths: 72 } }).lease.payment).toBeGreaterThan(0);
  });

  it('applies the spec defaults: weekly, $250 deposit, 60 months at 1%, 20,000 km a year, finance', () => {
    const prices = recalculate({ province: 'ON', productPrice: 2_000_000, protectionPlanPrice: 0, deliveryPrice: 0, taxes: [], finance: {}, lease: { msrp: 2_000_000 } });
    expect(prices).toMatchObject({
      frequence: 52, deposit: 25_000, paymentMethod: 'finance', tradeInValue: 0, tradeInBalanceDue: 0, includeTradeInValue: false,
      finance: { downPayment: 0, term: { months: 60, value: 1 } },
      lease: { downPayment: 0, term: { months: 60, value: 1 }, residual: { value: 41, amount: 820_000 }, kilometresPerYear: 20_000 },
    });
    expect(prices.finance.payment).toBe(financePayment({ principal: 2_000_000 - 25_000, termMonths: 60, ratePercent: 1, frequency: 52 }));
  });

  it('ignores a trade-in that is not included, but still reports it', () => {
    const prices = recalculate({ ...base, tradeIn: { value: 500_000, balanceDue: 200_000, include: false } });
    expect(prices.subtotal).toBe(3_200_000);
    expect(prices.total).toBe(3_200_000 + sumCents(prices.taxes.map((tax) => tax.amount)));
    expect(prices).toMatchObject({ tradeInValue: 500_000, tradeInBalanceDue: 200_000, includeTradeInValue: false });
  });

  it('taxes nothing when the trade-in is worth more than the purchase', () => {
    const prices = recalculate({ ...base, tradeIn: { value: 4_000_000, balanceDue: 0, include: true } });
    expect(prices.subtotal).toBe(-800_000);
    expect(prices.taxes.map((tax) => tax.amount)).toEqual([0, 0]);
    // Nothing is owed: the equity above the purchase and the whole deposit are paid back (the deal's rules, ADR 0057).
    expect([prices.total, prices.cash, prices.finance.payment]).toEqual([0, 0, 0]);
    expect(prices.deal).toMatchObject({ amountDue: 0, equitySurplus: 800_000, depositRefunded: 25_000, refund: 825_000 });
    expect(prices.deal.finance).toMatchObject({ amountFinanced: 0, payment: 0 });
    // A lease cannot go below its residual: the trade-in's equity above gross − residual is refunded, the payment is the rent charge.
    const residual = leaseResidual(3_200_000, 55);
    expect(prices.lease).toMatchObject({ capitalizedCost: residual, refund: 4_000_000 + 25_000 - (3_200_000 - residual) });
    expect(prices.lease.paymentBeforeTax).toBe(leasePayment({ capitalizedCost: residual, msrp: 3_200_000, residualPercent: 55, termMonths: 36, ratePercent: 4.8, frequency: 12 }));
    expect(prices.lease.paymentBeforeTax).toBeGreaterThan(0);
  });

  it('caps the lease reduction at the residual: trade-in equity that would bring it below is refunded, not a $0 lease (issue 17)', () => {
    const lease = { msrp: 3_000_000, residualPercent: 56, termMonths: 36, ratePercent: 5.99 };
    const withEquity = (value: number) => recalculate({ ...base, protectionPlanPrice: 0, deliveryPrice: 0, paymentMethod: 'lease', lease, tradeIn: { value, balanceDue: 0, include: true } });
    // gross 30,000; residual 16,800: 13,200 of reduction at most (deposit 250 + equity 12,950).
    expect(withEquity(1_295_000).lease).toMatchObject({ capitalizedCost: 1_680_000, refund: 0 });
    expect(withEquity(2_000_000).lease).toMatchObject({ capitalizedCost: 1_680_000, refund: 705_000 });
    expect(withEquity(2_000_000).lease.payment).toBe(withEquity(1_295_000).lease.payment);
    expect(withEquity(2_000_000).lease.payment).toBeGreaterThan(0);
    expect(withEquity(1_000_000).lease).toMatchObject({ capitalizedCost: 1_975_000, refund: 0 });
  });

  it('adds the luxury tax line for a new vehicle above $100,000 only', () => {
    const luxury = { ...base, productPrice: 15_000_000, tradeIn: undefined, taxes: taxesFor('ON', { on: '2025-06-01' }) };
    const asNew = recalculate({ ...luxury, vehicleCondition: 'new' });
    expect(asNew.levies).toEqual([{ name: 'Luxury tax', amount: 1_000_000 }]);
    expect(asNew.total).toBe(asNew.subtotal + asNew.taxes[0].amount + 1_000_000);
    // HST on the price and on the luxury tax: 13% × (150,000 + 1,500 + 500 + 10,000)
    expect(asNew.taxes).toEqual([{ name: 'HST', percent: 13, amount: 2_106_000 }]);
    expect(recalculate({ ...luxury, vehicleCondition: 'used' }).levies).toEqual([]);
    expect(recalculate(luxury).levies).toEqual([]);
    expect(recalculate({ ...luxury, productPrice: 10_000_000, vehicleCondition: 'new' }).levies).toEqual([]);
  });

  it('charges GST on the luxury tax but not the QST (Quebec)', () => {
    const prices = recalculate({ ...base, productPrice: 15_000_000, tradeIn: undefined, vehicleCondition: 'new' });
    // subtotal 152,000; luxury 10,000; GST 5% × 162,000 = 8,100; QST 9.975% × 152,000 = 15,162
    expect(prices.taxes).toEqual([{ name: 'GST', percent: 5, amount: 810_000 }, { name: 'QST', percent: 9.975, amount: 1_516_200 }]);
  });

  it('finances nothing when the down payment covers the total: a 0 payment, only what is owed taken from the down payment', () => {
    const prices = recalculate({ ...base, finance: { downPayment: 5_000_000 } });
    expect(prices.finance.payment).toBe(0);
    expect(prices.deal.finance).toMatchObject({ amountFinanced: 0, payment: 0, finalPayment: 0, costOfBorrowing: 0 });
    expect(prices.deal.downPaymentApplied).toBe(prices.deal.amountDue - prices.deal.depositApplied);
    expect(prices.deal.refund).toBe(0);
    expect(prices.cash).toBe(prices.total - 25_000);
  });

  it('a lease takes a down payment only down to its residual: the rest is not collected, and only equity and deposit are refunded', () => {
    const prices = recalculate({ ...base, paymentMethod: 'lease', lease: { ...base.lease, downPayment: 5_000_000 } });
    const residual = prices.lease.residual.amount;
    expect(prices.lease.capitalizedCost).toBe(residual);
    // Gross 34,000 (30,000 + 1,500 + 500 + 2,000 owed): the trade-in (5,000) and the deposit go first, the down payment covers the rest to the residual.
    expect(prices.deal.downPaymentApplied).toBe(3_400_000 - residual - 500_000 - 25_000);
    expect(prices.lease.refund).toBe(0);
    expect(prices.lease.payment).toBeGreaterThan(0);
  });

  it('reports bad input with the offending field', () => {
    expect(() => recalculate({ ...base, productPrice: 19.99 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'productPrice' }));
    expect(() => recalculate({ ...base, deposit: -1 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'deposit' }));
    expect(() => recalculate({ ...base, tradeIn: { value: -5, balanceDue: 0, include: true } }))
      .toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'tradeIn.value' }));
    expect(() => recalculate({ ...base, lease: { ...base.lease, downPayment: -1 } }))
      .toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'lease.downPayment' }));
    expect(() => recalculate({ ...base, finance: { termMonths: 121 } })).toThrow(expect.objectContaining({ code: 'pricing.invalid_term', field: 'termMonths' }));
    expect(() => recalculate({ ...base, taxes: [{ name: 'GST', percent: -5 }] })).toThrow(expect.objectContaining({ code: 'pricing.invalid_tax', field: 'taxes[0]' }));
  });

  describe('properties', () => {
    const money = fc.integer({ min: 0, max: 30_000_000 });
    const rate = fc.integer({ min: 0, max: 4000 }).map((hundredths) => hundredths / 100);
    const date = fc.constantFrom('2024-01-15', '2025-03-31', '2025-04-01', '2026-06-30');
    const input = fc.record({
      productPrice: money,
      protectionPlanPrice: fc.integer({ min: 0, max: 1_000_000 }),
      deliveryPrice: fc.integer({ min: 0, max: 200_000 }),
      tradeIn: fc.option(fc.record({ value: money, balanceDue: money, include: fc.boolean() }), { nil: undefined }),
      province: fc.constantFrom(...PROVINCES),
      on: date,
      vehicleCondition: fc.constantFrom('new' as const, 'used' as const),
      finance: fc.record({ downPayment: money, termMonths: fc.integer({ min: 1, max: 120 }), ratePercent: rate }),
      lease: fc.record({ downPayment: money, termMonths: fc.integer({ min: 1, max: 120 }), ratePercent: rate, msrp: money, residualPercent: fc.integer({ min: 0, max: 100 }) }),
      frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
      deposit: fc.integer({ min: 0, max: 100_000 }),
    }).map(({ province, on, ...rest }): RecalculateInput => ({ ...rest, province, taxes: taxesFor(province, { on, price: rest.productPrice }) }));
    /** Any method: a lease with a term it takes (24 to 60 months). */
    const anyMethod = fc.tuple(input, fc.constantFrom('cash' as const, 'finance' as const, 'lease' as const), fc.constantFrom(...LEASE_TERM_CHOICES))
      .map(([i, paymentMethod, leaseMonths]): RecalculateInput => ({ ...i, paymentMethod, lease: { ...i.lease, termMonths: leaseMonths } }));

    it('taxes sum to the cent: subtotal + taxes + levies + included balance due = total (0 at least), all whole cents', () => {
      fc.assert(fc.property(input, (i) => {
        const p = recalculate(i);
        const balanceDue = i.tradeIn?.include ? i.tradeIn.balanceDue : 0;
        const owed = [p.subtotal, p.total, p.cash, p.finance.payment, p.lease.payment, ...p.taxes.map((t) => t.amount), ...p.levies.map((l) => l.amount)];
        return owed.every(Number.isSafeInteger)
          && Math.max(0, p.subtotal + sumCents(p.taxes.map((t) => t.amount)) + sumCents(p.levies.map((l) => l.amount)) + balanceDue) === p.total
          && p.taxes.every((t) => t.amount === percentOf(Math.max(0, p.subtotal + (t.name === 'GST' || t.name === 'HST' ? sumCents(p.levies.map((l) => l.amount)) : 0)), t.percent))
          && p.cash === Math.max(0, p.total - p.deposit);
      }));
    });

    it('nothing is ever negative, whatever the down payment and the trade-in: total, what is left, payments, refunds', () => {
      fc.assert(fc.property(anyMethod, (i) => {
        const p = recalculate(i);
        const d = p.deal;
        return [p.total, p.cash, p.finance.payment, p.lease.payment, p.lease.refund, d.amountDue, d.balanceAtDelivery, d.refund, d.downPaymentApplied].every((x) => x >= 0)
          && d.downPaymentApplied <= (i.paymentMethod === 'lease' ? i.lease.downPayment ?? 0 : i.paymentMethod === 'finance' ? i.finance.downPayment ?? 0 : 0)
          && (i.paymentMethod !== 'finance' || (d.finance!.payment === p.finance.payment && d.finance!.amountFinanced === Math.max(0, d.amountDue - d.depositApplied - d.downPaymentApplied)))
          && (i.paymentMethod !== 'lease' || (d.lease!.payment === p.lease.payment && p.lease.refund === d.refund));
      }));
    });

    it('at 0% the finance payment is (total − down payment − deposit) / payments, within a cent', () => {
      fc.assert(fc.property(input, (i) => {
        const p = recalculate({ ...i, finance: { ...i.finance, ratePercent: 0 } });
        const owed = Math.max(0, p.total - p.finance.downPayment - p.deposit);
        // Within a cent, not half a cent: 4 cents owed in 6 payments are payments of 0 ¢ (the cents go to the last one).
        return Math.abs(p.finance.payment - owed / paymentCount(p.finance.term.months, p.frequence)) < 1;
      }));
    });

    it('the lease never goes below its residual and the reductions balance to the cent: applied + refunded = brought', () => {
      fc.assert(fc.property(input, (i) => {
        const p = recalculate(i);
        const credit = p.includeTradeInValue ? p.tradeInValue : 0;
        const gross = p.subtotal + credit + sumCents(p.levies.map((l) => l.amount)) + (p.includeTradeInValue ? p.tradeInBalanceDue : 0);
        const brought = credit + p.lease.downPayment + p.deposit;
        return p.lease.capitalizedCost >= Math.min(gross, p.lease.residual.amount)
          && p.lease.refund >= 0 && p.lease.refund <= brought
          && p.lease.capitalizedCost + (brought - p.lease.refund) === gross
          && (p.lease.refund === 0 || p.lease.capitalizedCost === Math.min(gross, p.lease.residual.amount));
      }));
    });

    it('more trade-in equity never raises the lease payment, and past the cap leaves it unchanged', () => {
      fc.assert(fc.property(input, money, money, (i, a, b) => {
        const at = (value: number) => recalculate({ ...i, tradeIn: { value, balanceDue: i.tradeIn?.balanceDue ?? 0, include: true } }).lease;
        const [less, more] = [at(Math.min(a, b)), at(Math.max(a, b))];
        return more.payment <= less.payment && (less.refund === 0 || more.payment === less.payment);
      }));
    });

    it('a higher finance or lease rate never lowers the payment', () => {
      fc.assert(fc.property(input, rate, rate, (i, r1, r2) => {
        const [low, high] = [Math.min(r1, r2), Math.max(r1, r2)];
        const at = (r: number) => recalculate({ ...i, finance: { ...i.finance, ratePercent: r }, lease: { ...i.lease, ratePercent: r } });
        return at(low).finance.payment <= at(high).finance.payment && at(low).lease.payment <= at(high).lease.payment;
      }));
    });
  });
});
