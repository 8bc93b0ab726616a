import type { ConditionGrade, TradeInCondition } from './condition';

/**
 * The built-in price guide (ADR 0015, curve and constants ADR 0058): values a used vehicle from its price when new (in
 * cents), its age on its segment's depreciation curve, kilometres against those expected for its age (with a floor,
 * and none valued above 500,000 km), its condition and history, its equipment and its province. Every
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
  /** The depreciation curve's segment (`segmentOf`); `car` when not known (offers made before segments). */
  readonly segment?: VehicleSegment;
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

/** Why the guide does not value a vehicle: advisers do (the customer sees which). */
export type AdviserReason = 'no_price_record' | 'branded_title' | 'too_old' | 'mileage_over_limit' | 'customer_request';

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
  | { readonly kind: 'needs_adviser'; readonly reason: Exclude<AdviserReason, 'customer_request'> };

/**
 * Market segments of the depreciation curve (ADR 0058). A vehicle's segment comes from its body type, its make
 * (premium brands) and its fuel (battery-electric), see `segmentOf`.
 */
export const VEHICLE_SEGMENTS = ['car', 'suv', 'pickup', 'minivan', 'premium', 'electric'] as const;
export type VehicleSegment = (typeof VEHICLE_SEGMENTS)[number];

/**
 * Retained share of the price when new, per segment: `atSale` when it leaves the lot (the first-year drop), then
 * `perYear` of the previous year's value each year, never below `floor` (what a running vehicle fetches at auction
 * whatever its age). Sources and calibration: ADR 0058.
 */
export const DEPRECIATION_CURVES: Readonly<Record<VehicleSegment, { readonly atSale: number; readonly perYear: number; readonly floor: number }>> = {
  pickup: { atSale: 0.85, perYear: 0.9, floor: 0.1 },
  suv: { atSale: 0.83, perYear: 0.885, floor: 0.09 },
  car: { atSale: 0.81, perYear: 0.87, floor: 0.08 },
  minivan: { atSale: 0.8, perYear: 0.86, floor: 0.08 },
  premium: { atSale: 0.78, perYear: 0.85, floor: 0.07 },
  electric: { atSale: 0.76, perYear: 0.84, floor: 0.07 },
};

/** Makes sold as premium brands in Canada: they lose more of their price (ADR 0058). */
const PREMIUM_MAKES = new Set([
  'acura', 'alfa romeo', 'audi', 'bmw', 'cadillac', 'genesis', 'infiniti', 'jaguar', 'land rover', 'lexus', 'lincoln', 'maserati',
  'mercedes-benz', 'porsche', 'volvo',
]);

/** The segment of a vehicle from the catalog's body type, make and fuel. */
export function segmentOf(v: { readonly bodyType: string | null; readonly make: string; readonly fuel?: string | null }): VehicleSegment {
  if (v.fuel?.toLowerCase() === 'electric' || v.make.toLowerCase() === 'tesla') return 'electric';
  if (PREMIUM_MAKES.has(v.make.toLowerCase())) return 'premium';
  const body = (v.bodyType ?? '').toLowerCase();
  if (body === 'pickup' || body === 'truck') return 'pickup';
  if (body === 'suv' || body === 'crossover') return 'suv';
  if (body === 'minivan' || body === 'van') return 'minivan';
  return 'car';
}

/** Kilometres a year a vehicle is expected to have run (ADR 0058). */
export const KM_PER_YEAR_NORM = 20_000;
/** 0.45 % of the aged value per 1,000 km away from the expected kilometres. */
const PER_THOUSAND_KM = 0.0045;
/** Fewer kilometres than expected add at most 15 %. */
const KM_BONUS_CAP = 0.15;
/** The floor: more kilometres than expected take off at most 35 % (the car is worth its age and condition still). */
const KM_DEDUCTION_FLOOR = -0.35;
/** Above this the guide does not value a vehicle: saving such a mileage is refused, and advisers value it (ADR 0058). */
export const MAX_VALUED_KILOMETRES = 500_000;
/** The guide values the last 21 model years (2005 and newer in 2026); older vehicles go to advisers. */
export const GUIDE_MODEL_YEARS = 21;
/** The oldest model year the guide values at `asOf`. */
export const oldestValuedModelYear = (asOf: string) => new Date(asOf).getUTCFullYear() - GUIDE_MODEL_YEARS;
/**
 * Average yearly rise of new-vehicle prices in Canada (Statistics Canada, CPI "Purchase of new passenger vehicles",
 * table 18-10-0004-01, 2005–2025): turns today's price of the equivalent vehicle into its price when it was new.
 */
export const NEW_PRICE_RISE_PER_YEAR = 0.02;

/**
 * The price when new of a model year the catalog has no price record for: the model's price in `catalogYear`
 * (the oldest year the catalog prices), brought back to `modelYear` at `NEW_PRICE_RISE_PER_YEAR`. Cents.
 */
export function priceWhenNew(catalogPrice: number, catalogYear: number, modelYear: number): number {
  return Math.round(catalogPrice / (1 + NEW_PRICE_RISE_PER_YEAR) ** Math.max(0, catalogYear - modelYear));
}

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

/** Share of the price when new a vehicle of this segment keeps at `age` years (the curve of ADR 0058). */
export function retainedShare(segment: VehicleSegment, age: number): number {
  const curve = DEPRECIATION_CURVES[segment];
  return Math.max(curve.floor, curve.atSale * curve.perYear ** age);
}

/** The kilometres expected at `age` years, and the share of the aged value they add (fewer) or take off (more). */
export function mileageShare(kilometres: number, age: number): { expected: number; share: number } {
  const expected = Math.round(KM_PER_YEAR_NORM * Math.max(age, 0.5));
  const share = Math.max(KM_DEDUCTION_FLOOR, Math.min(KM_BONUS_CAP, ((expected - kilometres) / 1000) * PER_THOUSAND_KM));
  return { expected, share };
}

export function valueTradeIn(input: ValuationInput): Valuation {
  if (input.condition.titleBrand === 'salvage' || input.condition.titleBrand === 'flood') return { kind: 'needs_adviser', reason: 'branded_title' };
  if (input.kilometres > MAX_VALUED_KILOMETRES) return { kind: 'needs_adviser', reason: 'mileage_over_limit' };
  if (input.modelYear < oldestValuedModelYear(input.asOf)) return { kind: 'needs_adviser', reason: 'too_old' };
  if (input.msrp === null || input.msrp <= 0) return { kind: 'needs_adviser', reason: 'no_price_record' };
  const age = ageInYears(input.modelYear, input.asOf);
  const segment = input.segment ?? 'car';
  const reasons: ValuationReason[] = [];

  const retained = retainedShare(segment, age);
  const aged = round(input.msrp * retained);
  reasons.push({ code: 'age', amount: aged - input.msrp, params: { years: Math.round(age * 10) / 10, segment } });

  const km = mileageShare(input.kilometres, age);
  const kmAmount = round(aged * km.share);
  if (kmAmount !== 0) {
    reasons.push({ code: kmAmount < 0 ? 'kilometres.over' : 'kilometres.under', amount: kmAmount, params: { kilometres: input.kilometres, expected: km.expected } });
  }
  const regionShare = REGION[input.province] ?? OTHER_REGION;
  const regionAmount = round(aged * regionShare);
  if (regionAmount !== 0) reasons.push({ code: 'region', amount: regionAmount, params: { province: input.province } });
  const baseDiscountedPrice = aged + kmAmount + regionAmount;

  const equipmentValue = round(input.equipment.reduce((sum, e) => sum + e.valueNew, 0) * retained * 0.5);
  if (equipmentValue !== 0) reasons.push({ code: 'equipment', amount: equipmentValue, params: { items: input.equipment.length } });
  const equipmentAdjustedPrice = baseDiscountedPrice + equipmentValue;

  // Condition and history are shares of the equipment-adjusted price, summed before one rounding: the value moves
  // with that price in the same direction (more kilometres never raise it), whatever the rounding of each reason.
  const c = input.condition;
  let shares = 0;
  let flats = 0;
  const share = (code: string, fraction: number, params?: ValuationReason['params']) => {
    const amount = round(equipmentAdjustedPrice * fraction);
    shares += fraction;
    if (amount !== 0) reasons.push(params ? { code, amount, params } : { code, amount });
  };
  const flat = (code: string, amount: number) => {
    reasons.push({ code, amount });
    flats += amount;
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
  let value = equipmentAdjustedPrice + round(equipmentAdjustedPrice * shares) + flats;

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
