import type { TrimValuationBasis } from '../../../catalog/catalog.public';
import type { TradeInPriceRecord } from './price-guide.port';

/**
 * Value when new of an optional item by equipment category, in cents (dealer-installed option prices, 2025
 * Canadian averages). Standard items are in the trim's MSRP already and count for nothing extra.
 */
export const OPTION_VALUE_NEW: Readonly<Record<string, number>> = {
  comfort: 60_000, technology: 90_000, safety: 80_000, exterior: 120_000, interior: 150_000, mechanical: 200_000,
};
const OTHER_OPTION = 50_000;

/**
 * The built-in model's price record: the catalog's price record of the trim in the vehicle's province, and its
 * optional equipment; no record without a trim. Not cached: price records are written once, but a trim's standard
 * equipment is edited by staff in whichever process serves them (ADR 0036).
 */
export function builtInPriceRecord(basis: TrimValuationBasis | null): TradeInPriceRecord {
  if (!basis) return { msrp: null, equipment: [] };
  return { msrp: basis.msrp, equipment: basis.options.map((e) => ({ code: e.code, valueNew: OPTION_VALUE_NEW[e.category] ?? OTHER_OPTION })) };
}
