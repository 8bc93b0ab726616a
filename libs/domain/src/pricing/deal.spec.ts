import fc from 'fast-check';
import { annualPercentageRate, computeDeal, TRADE_IN_TAX_CREDIT, type Deal, type DealInput } from './deal';
import { sumCents } from './money';
import { PAYMENT_FREQUENCIES } from './payment-terms';
import { PROVINCES } from './province';
import { taxesFor } from './sales-taxes';

const ON = '2026-03-01';
const base: DealInput = {
  province: 'QC', taxes: taxesFor('QC', { on: ON }), productPrice: 2_069_000, protectionPlanPrice: 0, deliveryPrice: 0, vehicleCondition: 'used',
  tradeIn: null, deposit: 25_000, method: 'cash', downPayment: 0, termMonths: 60, ratePercent: 6.99, frequency: 12,
  lease: { residual: 1_000_000, residualPercent: 48, kilometresPerYear: 20_000, excessKmCharge: 12 },
};

describe('computeDeal: the three equity cases', () => {
  it('positive equity: the trade-in value is credited before QC taxes; the balance owed is added after them', () => {
    const deal = computeDeal({ ...base, tradeIn: { value: 500_000, balanceOwed: 100_000 } });
    expect(deal.taxes.map((t) => [t.name, t.base, t.amount])).toEqual([['GST', 1_569_000, 78_450], ['QST', 1_569_000, 156_508]]);
    expect(deal.totalPrice).toBe(2_069_000 + 78_450 + 156_508);
    expect(deal.amountDue).toBe(deal.totalPrice - 500_000 + 100_000);
    expect(deal.balanceAtDelivery).toBe(deal.amountDue - 25_000);
    expect(deal.refund).toBe(0);
  });

  it('negative equity: a balance owed above the value is rolled into the amount financed', () => {
    const deal = computeDeal({ ...base, method: 'finance', tradeIn: { value: 300_000, balanceOwed: 800_000 } });
    expect(deal.tradeIn!.equity).toBe(-500_000);
    expect(deal.finance!.amountFinanced).toBe(deal.totalPrice + 500_000 - 25_000);
    expect(deal.finance!.totalOfPayments).toBe(deal.finance!.amountFinanced + deal.finance!.costOfBorrowing);
    expect(deal.finance!.apr).toBeGreaterThan(0);
    expect(deal.finance!.apr).toBeLessThanOrEqual(6.99);
  });

  it('equity larger than the purchase (issue 42: a 21 900 $ trade-in on a 20 690 $ car): no tax, the surplus and the deposit are refunded', () => {
    const deal = computeDeal({ ...base, tradeIn: { value: 2_190_000, balanceOwed: 0 } });
    expect(deal.taxes.every((t) => t.amount === 0)).toBe(true);
    expect(deal.amountDue).toBe(0);
    expect(deal.equitySurplus).toBe(121_000);
    expect(deal.depositRefunded).toBe(25_000);
    expect(deal.refund).toBe(146_000);
    const leased = computeDeal({ ...base, method: 'lease', tradeIn: { value: 2_190_000, balanceOwed: 0 } });
    expect(leased.lease!.capitalizedCost).toBe(1_000_000);
    expect(leased.refund).toBe(2_190_000 + 25_000 - (2_069_000 - 1_000_000));
  });

  it('every province says which of its taxes a trade-in reduces', () => {
    for (const province of PROVINCES) {
      for (const tax of taxesFor(province, { on: ON })) expect(TRADE_IN_TAX_CREDIT[province]).toContain(tax.name);
    }
  });

  it('the APR of a loan without fees is its rate; taxes at 0 % bring it below', () => {
    expect(annualPercentageRate(1_000_000, 19_801, 19_801, 60, 12)).toBeCloseTo(7, 1);
    const deal = computeDeal({ ...base, method: 'finance' });
    expect(deal.finance!.apr).toBeLessThan(6.99);
  });
});

const provinces = fc.constantFrom(...PROVINCES);
const cents = (max: number) => fc.integer({ min: 0, max });
const deals = fc.record({
  province: provinces,
  productPrice: cents(20_000_000),
  protectionPlanPrice: fc.constantFrom(0, 149_900, 249_900),
  deliveryPrice: fc.constantFrom(0, 29_900, 79_900),
  vehicleCondition: fc.constantFrom('new' as const, 'used' as const),
  tradeIn: fc.option(fc.record({ value: cents(6_000_000), balanceOwed: cents(6_000_000) }), { nil: null }),
  deposit: fc.constantFrom(0, 25_000),
  method: fc.constantFrom('cash' as const, 'finance' as const, 'lease' as const),
  downPayment: cents(2_000_000),
  termMonths: fc.constantFrom(24, 36, 48, 60, 72, 84, 96),
  ratePercent: fc.double({ min: 0, max: 29.99, noNaN: true }).map((r) => Math.round(r * 100) / 100),
  frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
  residualPercent: fc.integer({ min: 30, max: 70 }),
}).map(({ residualPercent, ...d }): DealInput => ({
  ...d,
  termMonths: d.method === 'lease' ? Math.min(d.termMonths, 60) : d.termMonths,
  taxes: taxesFor(d.province, { on: ON, price: d.productPrice }),
  lease: { residual: Math.round((d.productPrice * residualPercent) / 100), residualPercent, kilometresPerYear: 20_000, excessKmCharge: 12 },
}));

function amounts(deal: Deal): number[] {
  const f = deal.finance;
  const l = deal.lease;
  return [
    deal.priceBeforeTaxes, deal.totalPrice, deal.amountDue, deal.equitySurplus, deal.depositApplied, deal.depositRefunded, deal.downPaymentApplied,
    deal.balanceAtDelivery, deal.refund, ...deal.taxes.map((t) => t.amount), ...deal.taxes.map((t) => t.base),
    ...(f ? [f.payment, f.finalPayment, f.amountFinanced, f.totalOfPayments, f.costOfBorrowing, f.totalObligation, f.interestFreeAmount] : []),
    ...(l ? [l.payment, l.paymentBeforeTax, l.capitalizedCost, l.totalOfPayments, l.costOfBorrowing, l.totalObligation] : []),
  ];
}

describe('computeDeal over thousands of deals (cash, finance, lease; every province; trade-in, balance owed, plan, delivery)', () => {
  it('adds up to the cent, is never negative where something is due, and loses no rounding cent', () => {
    fc.assert(fc.property(deals, (input) => {
      const deal = computeDeal(input);
      const taxes = sumCents(deal.taxes.map((t) => t.amount));
      const levies = sumCents(deal.levies.map((l) => l.amount));
      const value = input.tradeIn?.value ?? 0;
      const owed = input.tradeIn?.balanceOwed ?? 0;
      expect(amounts(deal).every((a) => Number.isSafeInteger(a) && a >= 0)).toBe(true);
      expect(deal.priceBeforeTaxes).toBe(input.productPrice + input.protectionPlanPrice + input.deliveryPrice);
      expect(deal.totalPrice).toBe(deal.priceBeforeTaxes + levies + taxes);
      expect(deal.totalPrice + owed).toBe(value + deal.amountDue - deal.equitySurplus);
      expect(deal.amountDue === 0 || deal.equitySurplus === 0).toBe(true);
      expect(deal.depositApplied + deal.depositRefunded).toBe(input.deposit);
      // A trade-in lowers a tax only down to 0, never below, and only where the province allows it.
      for (const t of deal.taxes) expect(t.base).toBeLessThanOrEqual(deal.priceBeforeTaxes + levies);
      if (input.method === 'cash') {
        expect(deal.depositApplied + deal.balanceAtDelivery).toBe(deal.amountDue);
        expect(deal.refund).toBe(deal.equitySurplus + deal.depositRefunded);
      }
      if (input.method === 'finance') {
        const f = deal.finance!;
        expect(deal.depositApplied + deal.downPaymentApplied + f.amountFinanced).toBe(deal.amountDue);
        expect((f.numberOfPayments - 1) * f.payment + f.finalPayment).toBe(f.totalOfPayments);
        expect(f.totalOfPayments).toBe(f.amountFinanced + f.costOfBorrowing);
        expect(f.totalObligation).toBe(deal.depositApplied + deal.downPaymentApplied + f.totalOfPayments);
        // The APR is the actual payments' rate: payments rounded up to the cent can put it above the nominal rate (a
        // 10.50 $ loan in 48 payments of 0.38 $ at 29.99 % has an APR of 30.14 %), but never by more than that cent.
        expect(annualPercentageRate(f.amountFinanced, Math.max(0, f.payment - 1), Math.max(0, f.finalPayment - 1), f.numberOfPayments, input.frequency))
          .toBeLessThanOrEqual(input.ratePercent + 0.01);
        expect(deal.refund).toBe(deal.equitySurplus + deal.depositRefunded);
      }
      if (input.method === 'lease') {
        const l = deal.lease!;
        expect(l.capitalizedCost + l.capitalizedCostReduction).toBe(l.grossCapitalizedCost);
        expect(l.payment).toBe(l.paymentBeforeTax + sumCents(l.taxes.map((t) => t.amount)));
        expect(l.totalOfPayments).toBe(l.numberOfPayments * l.payment);
        expect(l.totalObligation).toBe(deal.depositApplied + deal.downPaymentApplied + l.totalOfPayments);
        expect(deal.refund).toBeGreaterThanOrEqual(deal.equitySurplus);
        expect(deal.taxes.every((t) => t.amount === 0)).toBe(true);
      }
    }), { numRuns: 5_000 });
  });
});
