import fc from 'fast-check';
import type { ConditionGrade, TradeInCondition } from './condition';
import { valueTradeIn, type ValuationInput } from './valuation';

const goodCondition: TradeInCondition = {
  anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false,
  generalCondition: 1, hasBeenSmokedIn: false, numberOfKeys: 2, accidentedWindShield: false, accidentedWindShieldDetails: null,
  accidented: false, accidentedDetails: null, tireConditions: 1, titleBrand: 'clean',
};
const base: ValuationInput = {
  msrp: 3_500_000, modelYear: 2021, asOf: '2026-03-01T12:00:00.000Z', kilometres: 90_000, province: 'QC',
  condition: goodCondition, equipment: [],
};
const valued = (input: Partial<ValuationInput>) => {
  const v = valueTradeIn({ ...base, ...input });
  if (v.kind !== 'valued') throw new Error(`not valued: ${v.reason}`);
  return v;
};

describe('trade-in valuation (built-in price guide)', () => {
  it('values a 5-year-old car well below its MSRP, with priceLow < value < priceHigh and a reason for each adjustment', () => {
    const v = valued({});
    expect(v.value).toBeGreaterThan(0);
    expect(v.value).toBeLessThan(base.msrp!);
    expect(v.priceLow).toBeLessThan(v.value);
    expect(v.priceHigh).toBeGreaterThan(v.value);
    expect(v.reasons.map((r) => r.code)).toContain('age');
    expect(v.value % 10_000).toBe(0); // to the $100
  });

  it('sends the car to advisers without a price record, with a salvage or flood title, or past 40 years', () => {
    expect(valueTradeIn({ ...base, msrp: null })).toEqual({ kind: 'needs_adviser', reason: 'no_price_record' });
    expect(valueTradeIn({ ...base, condition: { ...goodCondition, titleBrand: 'flood' } })).toEqual({ kind: 'needs_adviser', reason: 'branded_title' });
    expect(valueTradeIn({ ...base, condition: { ...goodCondition, titleBrand: 'salvage' } })).toEqual({ kind: 'needs_adviser', reason: 'branded_title' });
    expect(valueTradeIn({ ...base, modelYear: 1981 })).toEqual({ kind: 'needs_adviser', reason: 'too_old' });
  });

  it('counts kilometres against 20,000 km a year: more is worth less, fewer is worth more', () => {
    const low = valued({ kilometres: 40_000 });
    const norm = valued({ kilometres: 104_000 });
    const high = valued({ kilometres: 200_000 });
    expect(low.value).toBeGreaterThan(norm.value);
    expect(norm.value).toBeGreaterThan(high.value);
    expect(high.reasons.find((r) => r.code === 'kilometres.over')!.amount).toBeLessThan(0);
    expect(low.reasons.find((r) => r.code === 'kilometres.under')!.amount).toBeGreaterThan(0);
  });

  it('takes off for accidents, windshield, one key, smoke, modifications, and adds equipment', () => {
    const clean = valued({});
    for (const worse of [
      { accidented: true }, { accidentedWindShield: true }, { numberOfKeys: 1 }, { hasBeenSmokedIn: true }, { hasBeenModified: true },
      { anyMechanicalDefects: true }, { anyIssuesThatPreventDriving: true }, { hasExteriorDamage: true }, { titleBrand: 'rebuilt' as const },
    ]) {
      expect(valued({ condition: { ...goodCondition, ...worse } }).value).toBeLessThan(clean.value);
    }
    const withSunroof = valued({ equipment: [{ code: 'sunroof', valueNew: 150_000 }] });
    expect(withSunroof.equipmentAdjustedPrice).toBeGreaterThan(withSunroof.baseDiscountedPrice);
    expect(withSunroof.value).toBeGreaterThanOrEqual(clean.value);
  });

  it('applies staff rules last, as a percent or an amount, each with its reason', () => {
    const clean = valued({});
    const plus = valued({ rules: [{ ruleId: 'r1', kind: 'percent', value: 10 }] });
    const minus = valued({ rules: [{ ruleId: 'r2', kind: 'amount', value: -100_000 }] });
    expect(plus.value).toBeGreaterThan(clean.value);
    expect(minus.value).toBe(clean.value - 100_000);
    expect(plus.reasons.at(-1)).toMatchObject({ code: 'rule', params: { ruleId: 'r1' } });
  });

  const grade = fc.constantFrom<ConditionGrade>(0, 1, 2, 3, 4, 5, -1);
  it('property: priceLow < priceHigh, nothing negative, worse general condition never worth more', () => {
    fc.assert(fc.property(
      fc.integer({ min: 500_000, max: 30_000_000 }), fc.integer({ min: 1990, max: 2027 }), fc.integer({ min: 0, max: 1_000_000 }), grade, grade,
      (msrp, modelYear, kilometres, g1, g2) => {
        const a = valueTradeIn({ ...base, msrp, modelYear, kilometres, condition: { ...goodCondition, generalCondition: g1 } });
        const b = valueTradeIn({ ...base, msrp, modelYear, kilometres, condition: { ...goodCondition, generalCondition: g2 } });
        if (a.kind !== 'valued' || b.kind !== 'valued') return true;
        const rank = (g: number) => (g === -1 ? 1 : g); // None reads like Acceptable
        return a.priceLow < a.priceHigh && a.priceLow >= 0 && a.value >= 0
          && (rank(g1) <= rank(g2) ? a.value >= b.value : a.value <= b.value);
      }));
  });

  it('property: more kilometres never raise the value', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_000 }), fc.integer({ min: 1, max: 1000 }), (km, extra) =>
      valued({ kilometres: km }).value >= valued({ kilometres: km + extra }).value));
  });
});
