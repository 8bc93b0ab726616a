import { DomainError } from '../shared';

/**
 * Charges a dealer adds to the vehicle price. Canadian advertising rules want them inside the advertised price:
 * Ontario (OMVIC): everything but HST and licensing; Quebec (Consumer Protection Act s.224): everything but QST, GST
 * (the new-tire duty may be left out, we include it); Alberta (AMVIC): only GST and financing costs may be added.
 * So the advertised ("all-in") price is the vehicle price plus every fee below; taxes and licensing are never fees.
 */
export const FEE_CODES = [
  'freight_pdi',
  'air_conditioning_tax',
  'tire_levy',
  'association_fee',
  'admin_fee',
  'environmental_levy',
] as const;
export type FeeCode = (typeof FEE_CODES)[number];

export interface Fee {
  readonly code: FeeCode;
  /** Cents. */
  readonly amount: number;
}

export interface AllInPrice {
  /** The vehicle's own price, cents. */
  readonly vehiclePrice: number;
  readonly fees: readonly Fee[];
  /** vehiclePrice + every fee: the price that may be advertised. Cents. */
  readonly allInPrice: number;
  /** What the advertised price leaves out, by law (spec §3 / canada.md). */
  readonly excluded: readonly ('sales_taxes' | 'licensing')[];
}

export const MAX_VEHICLE_PRICE = 1_000_000_000; // $10,000,000.00 in cents
export const MAX_FEE = 2_000_000; // $20,000.00 in cents

export const isFeeCode = (value: unknown): value is FeeCode => typeof value === 'string' && (FEE_CODES as readonly string[]).includes(value);

export function assertPrice(price: number, field = 'price'): number {
  if (!Number.isSafeInteger(price) || price <= 0 || price > MAX_VEHICLE_PRICE) {
    throw new DomainError('catalog.invalid_price', 'validation', `${field} must be a whole number of cents above 0 and at most ${MAX_VEHICLE_PRICE}`, field);
  }
  return price;
}

/** Validates fees: known codes, each at most once, whole non-negative cents. */
export function assertFees(fees: readonly Fee[], field = 'fees'): Fee[] {
  const seen = new Set<string>();
  return fees.map((fee, i) => {
    if (!isFeeCode(fee.code)) throw new DomainError('catalog.invalid_fee', 'validation', `Unknown fee code ${String(fee.code)}`, `${field}.${i}.code`);
    if (seen.has(fee.code)) throw new DomainError('catalog.duplicate_fee', 'validation', `Fee ${fee.code} is listed twice`, `${field}.${i}.code`);
    seen.add(fee.code);
    if (!Number.isSafeInteger(fee.amount) || fee.amount < 0 || fee.amount > MAX_FEE) {
      throw new DomainError('catalog.invalid_fee', 'validation', `Fee amounts are whole cents from 0 to ${MAX_FEE}`, `${field}.${i}.amount`);
    }
    return { code: fee.code, amount: fee.amount };
  });
}

/** The advertised price breakdown: vehicle price + fees, taxes and licensing excluded. */
export function allInPrice(vehiclePrice: number, fees: readonly Fee[]): AllInPrice {
  const price = assertPrice(vehiclePrice, 'vehiclePrice');
  const valid = assertFees(fees).filter((fee) => fee.amount > 0);
  return {
    vehiclePrice: price,
    fees: valid,
    allInPrice: valid.reduce((sum, fee) => sum + fee.amount, price),
    excluded: ['sales_taxes', 'licensing'],
  };
}
