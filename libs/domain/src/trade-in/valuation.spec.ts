import fc from 'fast-check';
import type { ConditionGrade, TradeInCondition } from './condition';
import { DEPRECIATION_CURVES, MAX_VALUED_KILOMETRES, priceWhenNew, retainedShare, segmentOf, valueTradeIn, VEHICLE_SEGMENTS, type ValuationInput } from './valuation';

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

  it('sends the car to advisers without a price record, with a salvage or flood title, or older than the guide\'s 21 model years', () => {
    expect(valueTradeIn({ ...base, msrp: null })).toEqual({ kind: 'needs_adviser', reason: 'no_price_record' });
    expect(valueTradeIn({ ...base, condition: { ...goodCondition, titleBrand: 'flood' } })).toEqual({ kind: 'needs_adviser', reason: 'branded_title' });
    expect(valueTradeIn({ ...base, condition: { ...goodCondition, titleBrand: 'salvage' } })).toEqual({ kind: 'needs_adviser', reason: 'branded_title' });
    expect(valueTradeIn({ ...base, modelYear: 2004 })).toEqual({ kind: 'needs_adviser', reason: 'too_old' });
    expect(valueTradeIn({ ...base, modelYear: 1981 })).toEqual({ kind: 'needs_adviser', reason: 'too_old' });
    expect(valueTradeIn({ ...base, modelYear: 2005 }).kind).toBe('valued');
  });

  it('refuses to value 900,000 km (above the 500,000 km limit): advisers do', () => {
    expect(valueTradeIn({ ...base, kilometres: 900_000 })).toEqual({ kind: 'needs_adviser', reason: 'mileage_over_limit' });
    expect(valueTradeIn({ ...base, kilometres: MAX_VALUED_KILOMETRES + 1 })).toEqual({ kind: 'needs_adviser', reason: 'mileage_over_limit' });
    expect(valueTradeIn({ ...base, kilometres: MAX_VALUED_KILOMETRES }).kind).toBe('valued');
  });

  it('values a 2008 car with 240,000 km sensibly: above the curve\'s floor, well below its price when new', () => {
    const msrp = priceWhenNew(2_813_000, 2025, 2008);
    const v = valued({ msrp, modelYear: 2008, asOf: '2026-12-06T04:00:00.000Z', kilometres: 240_000, segment: 'car' });
    // 19 years on the car curve sit on its 8 % floor; 240,000 km is under the 385,000 expected: a capped bonus.
    expect(v.value).toBeGreaterThanOrEqual(100_000);
    expect(v.value).toBeLessThanOrEqual(400_000);
    expect(v.reasons.find((r) => r.code === 'age')!.params).toMatchObject({ segment: 'car' });
  });

  it('the curve: each segment keeps less every year down to its floor; pickups keep the most, electric the least', () => {
    for (const segment of VEHICLE_SEGMENTS) {
      for (let age = 0; age < 30; age += 0.5) expect(retainedShare(segment, age + 0.5)).toBeLessThanOrEqual(retainedShare(segment, age));
      expect(retainedShare(segment, 40)).toBe(DEPRECIATION_CURVES[segment].floor);
    }
    expect(retainedShare('pickup', 5)).toBeGreaterThan(retainedShare('suv', 5));
    expect(retainedShare('suv', 5)).toBeGreaterThan(retainedShare('car', 5));
    expect(retainedShare('car', 5)).toBeGreaterThan(retainedShare('premium', 5));
    expect(retainedShare('premium', 5)).toBeGreaterThan(retainedShare('electric', 5));
  });

  it('names the segment from body type, make and fuel', () => {
    expect(segmentOf({ bodyType: 'pickup', make: 'Ford' })).toBe('pickup');
    expect(segmentOf({ bodyType: 'suv', make: 'Honda' })).toBe('suv');
    expect(segmentOf({ bodyType: 'suv', make: 'BMW' })).toBe('premium');
    expect(segmentOf({ bodyType: 'sedan', make: 'Tesla' })).toBe('electric');
    expect(segmentOf({ bodyType: 'hatchback', make: 'Kia', fuel: 'electric' })).toBe('electric');
    expect(segmentOf({ bodyType: 'minivan', make: 'Chrysler' })).toBe('minivan');
    expect(segmentOf({ bodyType: 'wagon', make: 'Subaru' })).toBe('car');
  });

  it('brings a price of today back to the model year at 2 % a year', () => {
    expect(priceWhenNew(3_000_000, 2025, 2025)).toBe(3_000_000);
    expect(priceWhenNew(3_000_000, 2025, 2024)).toBe(Math.round(3_000_000 / 1.02));
    expect(priceWhenNew(3_000_000, 2025, 2026)).toBe(3_000_000);
  });

  it('the mileage deduction has a floor: no more than 35 % of the aged value, however many kilometres', () => {
    const worst = valued({ kilometres: MAX_VALUED_KILOMETRES, modelYear: 2025 });
    const aged = worst.reasons.find((r) => r.code === 'age')!.amount + base.msrp!;
    expect(worst.reasons.find((r) => r.code === 'kilometres.over')!.amount).toBe(Math.round(-0.35 * aged));
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
      fc.integer({ min: 500_000, max: 30_000_000 }), fc.integer({ min: 1990, max: 2027 }), fc.integer({ min: 0, max: 500_000 }), grade, grade,
      (msrp, modelYear, kilometres, g1, g2) => {
        const a = valueTradeIn({ ...base, msrp, modelYear, kilometres, condition: { ...goodCondition, generalCondition: g1 } });
        const b = valueTradeIn({ ...base, msrp, modelYear, kilometres, condition: { ...goodCondition, generalCondition: g2 } });
        if (a.kind !== 'valued' || b.kind !== 'valued') return true;
        const rank = (g: number) => (g === -1 ? 1 : g); // None reads like Acceptable
        return a.priceLow < a.priceHigh && a.priceLow >= 0 && a.value >= 0
          && (rank(g1) <= rank(g2) ? a.value >= b.value : a.value <= b.value);
      }));
  });

  it('property: more kilometres never raise the value (any segment, age, price, condition, equipment, rules)', () => {
    const condition = fc.record({
      generalCondition: grade, tireConditions: grade, accidented: fc.boolean(), hasBeenSmokedIn: fc.boolean(), anyMechanicalDefects: fc.boolean(),
      anyIssuesThatPreventDriving: fc.boolean(), hasExteriorDamage: fc.boolean(), hasBeenModified: fc.boolean(), accidentedWindShield: fc.boolean(),
      numberOfKeys: fc.integer({ min: 0, max: 3 }), titleBrand: fc.constantFrom('clean' as const, 'rebuilt' as const),
    });
    const rule = fc.oneof(
      fc.record({ ruleId: fc.constant('p'), kind: fc.constant('percent' as const), value: fc.integer({ min: -50, max: 50 }) }),
      fc.record({ ruleId: fc.constant('a'), kind: fc.constant('amount' as const), value: fc.integer({ min: -500_000, max: 500_000 }) }),
    );
    fc.assert(fc.property(
      fc.integer({ min: 0, max: MAX_VALUED_KILOMETRES }), fc.integer({ min: 1, max: 200_000 }), fc.constantFrom(...VEHICLE_SEGMENTS),
      fc.integer({ min: 2005, max: 2027 }), fc.integer({ min: 500_000, max: 20_000_000 }), condition, fc.array(rule, { maxLength: 2 }),
      fc.constantFrom('QC', 'ON', 'BC', 'AB', 'NS'), fc.integer({ min: 0, max: 500_000 }),
      (km, extra, segment, modelYear, msrp, c, rules, province, equipmentNew) => {
        const more = Math.min(MAX_VALUED_KILOMETRES, km + extra);
        const input = {
          msrp, modelYear, segment, rules, province, asOf: '2026-12-06T04:00:00.000Z', condition: { ...goodCondition, ...c },
          equipment: equipmentNew ? [{ code: 'x', valueNew: equipmentNew }] : [],
        };
        return valued({ ...input, kilometres: km }).value >= valued({ ...input, kilometres: more }).value;
      }), { numRuns: 3000 });
  });
});
