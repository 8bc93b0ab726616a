import { financePayment, recalculate, taxesFor } from '@marketplace/domain/pricing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATOR_INPUTS, estimate, nothingToFinance, paymentOf, residualPercentFor, unusedDownPayment } from './estimator';
import { dollarsTextToCents, kilometres, money } from './format';
import { externalInventoryTarget, localisedInventoryPath } from './inventory-routing';
import { normalisePostalCode, readProvince } from './province';
import { filtersQueryOf, inventorySearchOf, searchQueryOf } from './search';

describe('inventory search in the URL', () => {
  it('keeps what is valid, drops the rest, and orders a reversed price range', () => {
    expect(
      inventorySearchOf({
        make: '3',
        model: 301,
        year: '2025',
        condition: 'used',
        body: 'suv',
        minPrice: 40000,
        maxPrice: '20000',
        q: '  hybrid ',
        sort: 'price-asc',
        page: '2',
      }),
    ).toEqual({ make: 3, model: 301, year: 2025, condition: 'used', body: 'suv', minPrice: 20000, maxPrice: 40000, q: 'hybrid', sort: 'price-asc', page: 2 });
    expect(inventorySearchOf({ make: -1, model: 5, year: 1900, condition: 'old', body: 'SUV!', sort: 'cheapest', page: 0, minPrice: 'x' })).toEqual({});
    // A model without its make is dropped (the model list depends on the make); page 1 and the default sort are implicit.
    expect(inventorySearchOf({ model: 5, page: 1, sort: 'newest' })).toEqual({});
  });

  it('asks the API in cents, newest first by default', () => {
    expect(searchQueryOf({})).toMatchObject({ sort: 'dateUpdated', order: 'desc', page: 1, pageSize: 24 });
    expect(searchQueryOf({ sort: 'km-asc', page: 3 })).toMatchObject({ sort: 'kilometres', order: 'asc', page: 3 });
    expect(filtersQueryOf({ minPrice: 20000, maxPrice: 35000, make: 2 })).toMatchObject({ priceMin: 2_000_000, priceMax: 3_500_000, makeId: 2 });
  });
});

describe('inventory URL rules', () => {
  it('gives each language its segment, path and query kept by the caller', () => {
    expect(localisedInventoryPath('/fr-ca/cars', 'fr-ca')).toBe('/fr-ca/autos');
    expect(localisedInventoryPath('/fr-ca/cars/0b1e', 'fr-ca')).toBe('/fr-ca/autos/0b1e');
    expect(localisedInventoryPath('/en-ca/autos', 'en-ca')).toBe('/en-ca/cars');
    expect(localisedInventoryPath('/en-ca/cars', 'en-ca')).toBeNull();
    expect(localisedInventoryPath('/fr-ca/autos/0b1e', 'fr-ca')).toBeNull();
  });

  it("redirects to a brand's external inventory site only when it is configured on another origin", () => {
    const base = { origin: 'https://www.marketplace.ca', lang: 'fr-ca' };
    expect(externalInventoryTarget({ ...base })).toBeNull();
    expect(externalInventoryTarget({ ...base, inventoryUrl: 'https://www.marketplace.ca' })).toBeNull();
    expect(externalInventoryTarget({ ...base, inventoryUrl: 'https://inventory.example.ca/', userGuid: 'u-1', vehicleId: 'v-2' })).toBe(
      'https://inventory.example.ca/fr-ca/autos?UserId=u-1&ID=v-2',
    );
    expect(externalInventoryTarget({ ...base, lang: 'en-ca', inventoryUrl: 'https://inventory.example.ca' })).toBe('https://inventory.example.ca/en-ca/cars');
    // `url` of the query is followed on the inventory site only (no open redirect).
    expect(externalInventoryTarget({ ...base, inventoryUrl: 'https://inventory.example.ca', url: 'https://inventory.example.ca/fr-ca/promo' })).toBe(
      'https://inventory.example.ca/fr-ca/promo',
    );
    expect(externalInventoryTarget({ ...base, inventoryUrl: 'https://inventory.example.ca', url: 'https://evil.example.com/' })).toBe(
      'https://inventory.example.ca/fr-ca/autos',
    );
  });
});

describe('formats', () => {
  it('formats cents and kilometres in the page language', () => {
    expect(money(3_199_900, 'en-ca')).toBe('$31,999');
    expect(money(12_345, 'en-ca')).toBe('$123.45');
    expect(money(3_199_900, 'fr-ca').replace(/\s/g, ' ')).toBe('31 999 $');
    expect(kilometres(12345, 'en-ca')).toBe('12,345 km');
  });

  it('reads dollars as typed, in either language', () => {
    expect(dollarsTextToCents('')).toBe(0);
    expect(dollarsTextToCents('5000')).toBe(500_000);
    expect(dollarsTextToCents('$5,000.50')).toBe(500_050);
    expect(dollarsTextToCents('5 000,50')).toBe(500_050);
    expect(dollarsTextToCents('-5')).toBeNaN();
    expect(dollarsTextToCents('5.001')).toBeNaN();
  });

  it('reads a postal code or its FSA', () => {
    expect(normalisePostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(normalisePostalCode('M5V-2T6')).toBe('M5V 2T6');
    expect(normalisePostalCode('t2p')).toBe('T2P');
    expect(normalisePostalCode('D1A 1A1')).toBeNull();
    expect(normalisePostalCode('12345')).toBeNull();
  });

  it('remembers a known province only, Quebec by default (spec §9 default geography)', () => {
    expect(readProvince({ getItem: () => 'ON' })).toBe('ON');
    expect(readProvince({ getItem: () => 'XX' })).toBe('QC');
    expect(readProvince({ getItem: () => null })).toBe('QC');
  });
});

describe('payment estimator (the same maths as POST /api/pricing/quote)', () => {
  const vehicle = { condition: 'used' as const, allInPrice: 3_199_900, msrp: 3_000_000 };
  const taxesQC = taxesFor('QC', { on: '2026-03-01', price: vehicle.allInPrice });

  it("is libs/domain recalculate with the quote's inputs", () => {
    const inputs = { ...DEFAULT_ESTIMATOR_INPUTS, downPayment: 200_000, termMonths: 72, ratePercent: 6.99, frequency: 26 as const };
    const prices = estimate(vehicle, 'QC', taxesQC, inputs);
    expect(prices).toEqual(
      recalculate({
        province: 'QC',
        productPrice: vehicle.allInPrice,
        protectionPlanPrice: 0,
        deliveryPrice: 0,
        taxes: taxesQC,
        vehicleCondition: 'used',
        paymentMethod: 'finance',
        finance: { downPayment: 200_000, termMonths: 72, ratePercent: 6.99 },
        lease: { downPayment: 200_000, termMonths: 72, ratePercent: 6.99, msrp: vehicle.msrp, residualPercent: 41, kilometresPerYear: 20_000 },
        frequency: 26,
      }),
    );
    expect(prices.taxes.map((t) => t.name)).toEqual(['GST', 'QST']);
    expect(prices.total).toBe(prices.subtotal + prices.taxes.reduce((s, t) => s + t.amount, 0));
  });

  it('at 0 % a finance payment is what is owed over the number of payments', () => {
    const prices = estimate(vehicle, 'QC', [], { ...DEFAULT_ESTIMATOR_INPUTS, ratePercent: 0, frequency: 12, termMonths: 60 });
    expect(prices.finance.payment).toBe(financePayment({ principal: vehicle.allInPrice - 25_000, termMonths: 60, ratePercent: 0, frequency: 12 }));
    expect(prices.finance.payment).toBe(Math.round((vehicle.allInPrice - 25_000) / 60));
  });

  it('changes with the province and the frequency', () => {
    const weeklyQC = paymentOf(estimate(vehicle, 'QC', taxesQC, DEFAULT_ESTIMATOR_INPUTS), 'finance');
    const weeklyAB = paymentOf(estimate(vehicle, 'AB', taxesFor('AB', { on: '2026-03-01' }), DEFAULT_ESTIMATOR_INPUTS), 'finance');
    const monthlyQC = paymentOf(estimate(vehicle, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, frequency: 12 }), 'finance');
    expect(weeklyAB).toBeLessThan(weeklyQC);
    expect(monthlyQC).toBeGreaterThan(weeklyQC * 4);
    expect(paymentOf(estimate(vehicle, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, downPayment: 100_000_000 }), 'finance')).toBe(0);
  });

  it('finances nothing, never a negative payment, when the down payment is above the price; a lease uses it down to its residual', () => {
    const finance = estimate(vehicle, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, downPayment: 100_000_000 });
    expect(nothingToFinance(finance)).toBe(true);
    expect([finance.finance.payment, finance.cash, finance.total].every((x) => x >= 0)).toBe(true);
    // $31,999 + GST + QST = $36,790.85, less the deposit: that much of the down payment is used, the rest is not collected.
    expect(finance.deal.downPaymentApplied).toBe(3_679_085 - 25_000);
    expect(unusedDownPayment(finance, 100_000_000)).toBe(100_000_000 - (3_679_085 - 25_000));
    expect(nothingToFinance(estimate(vehicle, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, downPayment: 100_000 }))).toBe(false);

    const lease = estimate(vehicle, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, method: 'lease', termMonths: 36, downPayment: 100_000_000 });
    expect(lease.lease.payment).toBeGreaterThan(0);
    expect(lease.lease.capitalizedCost).toBe(lease.lease.residual.amount);
    expect(lease.lease.refund).toBe(0);
    expect(unusedDownPayment(lease, 100_000_000)).toBe(100_000_000 - (vehicle.allInPrice - lease.lease.residual.amount - 25_000));
    expect(unusedDownPayment(estimate(vehicle, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, method: 'cash', downPayment: 0 }), 0)).toBe(0);
  });

  it("takes a new vehicle's lease residual from the closest term at the chosen allowance, as the quote does", () => {
    const terms = [
      {
        months: 36,
        residualByKm: [
          { kilometers: 16_000, value: 60 },
          { kilometers: 20_000, value: 58 },
          { kilometers: 24_000, value: 55 },
        ],
      },
      { months: 48, residualByKm: [{ kilometers: 20_000, value: 50 }] },
    ];
    expect(residualPercentFor({ condition: 'new' }, 36, terms)).toBe(58);
    expect(residualPercentFor({ condition: 'new' }, 60, terms)).toBe(50);
    expect(residualPercentFor({ condition: 'new' }, 36, terms, 16_000)).toBe(60);
    // used vehicles and trims without a lessor record: the default table (ADR 0021)
    expect(residualPercentFor({ condition: 'used' }, 36, terms)).toBe(56);
    expect(residualPercentFor({ condition: 'new' }, 36, [])).toBe(56);
    const lease = estimate({ ...vehicle, condition: 'new' }, 'QC', taxesQC, { ...DEFAULT_ESTIMATOR_INPUTS, method: 'lease', termMonths: 36 }, terms);
    expect(lease.lease.residual).toEqual({ value: 58, amount: 1_740_000 });
  });
});
