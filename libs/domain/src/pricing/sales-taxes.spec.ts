import fc from 'fast-check';
import { DomainError } from '../shared';
import { luxuryTax } from './luxury-tax';
import { PROVINCES } from './province';
import { TAX_RATE_TABLE, taxesFor, type TaxRateRow } from './sales-taxes';

const ON = '2025-06-01';

describe('taxesFor', () => {
  it.each([
    ['AB', [{ name: 'GST', percent: 5 }]],
    ['NT', [{ name: 'GST', percent: 5 }]],
    ['NU', [{ name: 'GST', percent: 5 }]],
    ['YT', [{ name: 'GST', percent: 5 }]],
    ['ON', [{ name: 'HST', percent: 13 }]],
    ['NB', [{ name: 'HST', percent: 15 }]],
    ['NL', [{ name: 'HST', percent: 15 }]],
    ['PE', [{ name: 'HST', percent: 15 }]],
    ['NS', [{ name: 'HST', percent: 14 }]],
    ['QC', [{ name: 'GST', percent: 5 }, { name: 'QST', percent: 9.975 }]],
    ['MB', [{ name: 'GST', percent: 5 }, { name: 'RST', percent: 7 }]],
    ['SK', [{ name: 'GST', percent: 5 }, { name: 'PST', percent: 6 }]],
    ['BC', [{ name: 'GST', percent: 5 }, { name: 'PST', percent: 7 }]],
  ])('%s on 2025-06-01', (province, expected) => {
    expect(taxesFor(province, { on: ON })).toEqual(expected);
  });

  it('Nova Scotia HST is 15% until 2025-03-31 and 14% from 2025-04-01', () => {
    expect(taxesFor('NS', { on: '2025-03-31' })).toEqual([{ name: 'HST', percent: 15 }]);
    expect(taxesFor('NS', { on: '2025-04-01' })).toEqual([{ name: 'HST', percent: 14 }]);
  });

  it.each([
    [5_499_999, 7], [5_500_000, 8], [5_599_999, 8], [5_600_000, 9], [5_699_999, 9], [5_700_000, 10],
    [12_499_999, 10], [12_500_000, 15], [14_999_999, 15], [15_000_000, 20], [50_000_000, 20],
  ])('BC vehicle PST at a price of %p cents is %p%%', (price, percent) => {
    expect(taxesFor('BC', { on: ON, price })).toEqual([{ name: 'GST', percent: 5 }, { name: 'PST', percent }]);
  });

  it('BC PST rises with the price', () => {
    const pst = (price: number) => taxesFor('BC', { on: ON, price })[1].percent;
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) =>
      pst(Math.min(a, b)) <= pst(Math.max(a, b))));
  });

  it('accepts any case and spaces in the province code', () => {
    expect(taxesFor(' qc ', { on: ON })).toEqual(taxesFor('QC', { on: ON }));
  });

  it('rejects an unknown province with pricing.unknown_province on the province field', () => {
    expect(() => taxesFor('XX', { on: ON })).toThrow(DomainError);
    expect(() => taxesFor('XX', { on: ON }))
      .toThrow(expect.objectContaining({ code: 'pricing.unknown_province', kind: 'validation', field: 'province' }));
    expect(() => taxesFor('', { on: ON })).toThrow(expect.objectContaining({ code: 'pricing.unknown_province' }));
  });

  it('rejects malformed dates and dates before the table is complete', () => {
    expect(() => taxesFor('ON', { on: '2025-02-30' })).toThrow(expect.objectContaining({ code: 'pricing.invalid_date', field: 'on' }));
    expect(() => taxesFor('ON', { on: '1/6/2025' })).toThrow(expect.objectContaining({ code: 'pricing.invalid_date' }));
    expect(() => taxesFor('MB', { on: '2019-06-30' })).toThrow(expect.objectContaining({ code: 'pricing.date_out_of_range', field: 'on' }));
    expect(taxesFor('MB', { on: '2019-07-01' })).toEqual([{ name: 'GST', percent: 5 }, { name: 'RST', percent: 7 }]);
  });

  it('rejects a price that is not whole non-negative cents', () => {
    expect(() => taxesFor('BC', { on: ON, price: -1 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount', field: 'price' }));
    expect(() => taxesFor('BC', { on: ON, price: 55_000.5 })).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount' }));
  });

  it('a rate change is a new row: the latest row in force wins, and a 0% row removes a tax', () => {
    const table: TaxRateRow[] = [
      ...TAX_RATE_TABLE,
      { province: 'ON', name: 'HST', percent: 12, from: '2030-01-01' },
      { province: 'SK', name: 'PST', percent: 0, from: '2030-01-01' },
    ];
    expect(taxesFor('ON', { on: '2029-12-31' }, table)).toEqual([{ name: 'HST', percent: 13 }]);
    expect(taxesFor('ON', { on: '2030-01-01' }, table)).toEqual([{ name: 'HST', percent: 12 }]);
    expect(taxesFor('SK', { on: '2030-01-01' }, table)).toEqual([{ name: 'GST', percent: 5 }]);
  });

  it('every province has exactly one federal part (GST or HST) and distinct positive rates on any date', () => {
    const date = fc.date({ min: new Date('2019-07-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(fc.constantFrom(...PROVINCES), date, fc.integer({ min: 0, max: 1e9 }), (province, on, price) => {
      const taxes = taxesFor(province, { on, price });
      const names = taxes.map((tax) => tax.name);
      return names.filter((name) => name === 'GST' || name === 'HST').length === 1
        && new Set(names).size === names.length
        && taxes.every((tax) => tax.percent > 0 && tax.percent <= 20);
    }));
  });
});

describe('luxuryTax', () => {
  it.each([
    [0, 0],
    [10_000_000, 0], // exactly $100,000: not above the threshold
    [10_000_001, 0], // 20% of one cent rounds to 0
    [10_000_005, 1], // 20% of 5 cents
    [15_000_000, 1_000_000], // $150,000: min($15,000, $10,000)
    [20_000_000, 2_000_000], // $200,000: both give $20,000
    [25_000_000, 2_500_000], // $250,000: min($25,000, $30,000)
  ])('at %p cents is %p cents', (price, expected) => {
    expect(luxuryTax(price)).toBe(expected);
  });

  it('is never more than 10% of the price nor 20% of the excess, and rises with the price', () => {
    const price = fc.integer({ min: 0, max: 1e10 });
    fc.assert(fc.property(price, price, (a, b) => {
      const tax = luxuryTax(a);
      const excess = Math.max(0, a - 10_000_000);
      return tax >= 0 && tax <= a * 0.1 + 0.5 && tax <= excess * 0.2 + 0.5 && luxuryTax(Math.min(a, b)) <= luxuryTax(Math.max(a, b));
    }));
  });

  it('refuses a negative price', () => {
    expect(() => luxuryTax(-1)).toThrow(expect.objectContaining({ code: 'pricing.invalid_amount' }));
  });
});
