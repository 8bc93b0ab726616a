import type { ConditionGrade, TradeInCondition } from './condition';

/**
 * The built-in price guide: values a used vehicle from its price record (MSRP of its trim, in cents), its age,
 * kilometres against a 20,000 km/year norm, its condition and history, its equipment and its province. Every
 * adjustment comes with a reason code so the customer sees why. Pure: the instant comes in with the input.
 */
export interface ValuationInput {
  /** MSRP of the trim when new, in cents; null when the catalog has no price record (then advisers value it). */
  readonly msrp: number | null;
  readonly modelYear: number;
  /** ISO instant the valuation is made at. */
  readonly asOf: string;
  readonly kilometres: number;
  /** Two-letter province or territory code. */
  readonly province: string;
  readonly condition: TradeInCondition;
  /** Value of each optional equipment item when new, in cents (from the catalog's equipment list). */
  readonly equipment: readonly { readonly code: string; readonly valueNew: number }[];
  /** Staff value rules matching this vehicle (make, model, year range), applied last. */
  readonly rules?: readonly ValueRuleAdjustment[];
}

export interface ValueRuleAdjustment {
  readonly ruleId: string;
  readonly kind: 'percent' | 'amount';
  /** A percent (−50 to 50) or an amount in cents (may be negative). */
  readonly value: number;
}

export interface ValuationReason {
  /** Stable code the web translates, e.g. `age`, `kilometres.over`, `condition.general`, `rule`. */
  readonly code: string;
  /** Signed effect in cents. */
  readonly amount: number;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Valuation =
  | {
      readonly kind: 'valued';
      /** After age, kilometres and region. */
      readonly baseDiscountedPrice: number;
      /** baseDiscountedPrice plus the equipment. */
      readonly equipmentAdjustedPrice: number;
      /** The offer: equipmentAdjustedPrice after condition, history and rules (rounded to $100). */
      readonly value: number;
      readonly priceLow: number;
      readonly priceHigh: number;
      readonly reasons: readonly ValuationReason[];
    }
  | { readonly kind: 'needs_adviser'; readonly reason: 'no_price_record' | 'branded_title' | 'too_old' };

export const KM_PER_YEAR_NORM = 20_000;
/** Retained share of MSRP: 82 % when it leaves the lot, then 13 % less each year, never below 8 %. */
const RETAINED_AT_SALE = 0.82;
const RETAINED_PER_YEAR = 0.87;
const RETAINED_FLOOR = 0.08;
/** 0.45 % of the base value per 1,000 km away from the norm, capped at ±25 %. */
const PER_THOUSAND_KM = 0.0045;
const KM_CAP = 0.25;
const MAX_AGE_YEARS = 40;
const GENERAL_CONDITION: Readonly<Record<ConditionGrade, number>> = { 0: 0.03, 1: 0, 2: -0.04, 3: -0.09, 4: -0.16, 5: -0.25, [-1]: 0 };
const TIRES: Readonly<Record<ConditionGrade, number>> = { 0: 0, 1: 0, 2: -0.01, 3: -0.02, 4: -0.03, 5: -0.04, [-1]: 0 };
/** Regional demand for used vehicles (wholesale auction spreads), relative to Ontario and Quebec. */
const REGION: Readonly<Record<string, number>> = { BC: 0.03, AB: 0.02, SK: 0.01, ON: 0, QC: 0 };
const OTHER_REGION = -0.02;
/** The offer band around the value: ±5 %. */
const BAND = 0.05;

const round = (cents: number) => Math.round(cents);
const roundTo100Dollars = (cents: number) => Math.round(cents / 10_000) * 10_000;

/** Age in years (fractional) at `asOf`; a model year goes on sale in the September before it. */
export function ageInYears(modelYear: number, asOf: string): number {
  const onSale = Date.UTC(modelYear - 1, 8, 1);
  return Math.max(0, (Date.parse(asOf) - onSale) / (365.25 * 24 * 3600 * 1000));
}

export function valueTradeIn(input: ValuationInput): Valuation {
  if (input.condition.titleBrand === 'salvage' || input.condition.titleBrand === 'flood') return { kind: 'needs_adviser', reason: 'branded_title' };
  if (input.msrp === null || input.msrp <= 0) return { kind: 'needs_adviser', reason: 'no_price_record' };
  const age = ageInYears(input.modelYear, input.asOf);
  if (age > MAX_AGE_YEARS) return { kind: 'needs_adviser', reason: 'too_old' };
  const reasons: ValuationReason[] = [];

  const retained = Math.max(RETAINED_FLOOR, RETAINED_AT_SALE * RETAINED_PER_YEAR ** age);
  const aged = round(input.msrp * retained);
  reasons.push({ code: 'age', amount: aged - input.msrp, params: { years: Math.round(age * 10) / 10 } });

  const expectedKm = KM_PER_YEAR_NORM * Math.max(age, 0.5);
  const kmShare = Math.max(-KM_CAP, Math.min(KM_CAP, ((expectedKm - input.kilometres) / 1000) * PER_THOUSAND_KM));
  const kmAmount = round(aged * kmShare);
  if (kmAmount !== 0) {
    reasons.push({ code: kmAmount < 0 ? 'kilometres.over' : 'kilometres.under', amount: kmAmount, params: { kilometres: input.kilometres, expected: Math.round(expectedKm) } });
  }
  const regionShare = REGION[input.province] ?? OTHER_REGION;
  const regionAmount = round(aged * regionShare);
  if (regionAmount !== 0) reasons.push({ code: 'region', amount: regionAmount, params: { province: input.province } });
  const baseDiscountedPrice = aged + kmAmount + regionAmount;

  const equipmentValue = round(input.equipment.reduce((sum, e) => sum + e.valueNew, 0) * retained * 0.5);
  if (equipmentValue !== 0) reasons.push({ code: 'equipment', amount: equipmentValue, params: { items: input.equipment.length } });
  const equipmentAdjustedPrice = baseDiscountedPrice + equipmentValue;

  let value = equipmentAdjustedPrice;
  const c = input.condition;
  const share = (code: string, fraction: number, params?: ValuationReason['params']) => {
    const amount = round(equipmentAdjustedPrice * fraction);
    if (amount !== 0) {
      reasons.push(params ? { code, amount, params } : { code, amount });
      value += amount;
    }
  };
  const flat = (code: string, amount: number) => {
    reasons.push({ code, amount });
    value += amount;
  };
  share('condition.general', GENERAL_CONDITION[c.generalCondition] ?? 0, { grade: c.generalCondition });
  share('condition.tires', TIRES[c.tireConditions] ?? 0, { grade: c.tireConditions });
  if (c.anyIssuesThatPreventDriving) share('condition.not_drivable', -0.15);
  if (c.anyMechanicalDefects) share('condition.mechanical', -0.08);
  if (c.hasExteriorDamage) share('condition.exterior_damage', -0.05);
  if (c.hasBeenModified) share('history.modified', -0.04);
  if (c.hasBeenSmokedIn) share('history.smoked', -0.05);
  if (c.accidented) share('history.accident', -0.1);
  if (c.titleBrand === 'rebuilt') share('history.rebuilt_title', -0.2);
  if (c.accidentedWindShield) flat('history.windshield', -35_000);
  if (c.numberOfKeys < 2) flat('keys', c.numberOfKeys === 1 ? -25_000 : -50_000);

  for (const rule of input.rules ?? []) {
    const before = value;
    value = rule.kind === 'percent' ? value + round((value * rule.value) / 100) : value + rule.value;
    reasons.push({ code: 'rule', amount: value - before, params: { ruleId: rule.ruleId } });
  }
  value = Math.max(0, roundTo100Dollars(value));
  const priceLow = Math.max(0, roundTo100Dollars(value * (1 - BAND)));
  return {
    kind: 'valued',
    baseDiscountedPrice: Math.max(0, baseDiscountedPrice),
    equipmentAdjustedPrice: Math.max(0, equipmentAdjustedPrice),
    value,
    priceLow,
    // A band, never a point: at least $100 wide.
    priceHigh: Math.max(roundTo100Dollars(value * (1 + BAND)), priceLow + 10_000),
    reasons,
  };
}
