import type { Kysely } from 'kysely';
import { findPriceRecord, referenceEquipment } from '../../catalog/catalog.public';
import type { PriceGuide, TradeInPriceRecord } from './price-guide.port';

/**
 * Value when new of an optional item by equipment category, in cents (dealer-installed option prices, 2025
 * Canadian averages). Standard items are in the trim's MSRP already and count for nothing extra.
 */
export const OPTION_VALUE_NEW: Readonly<Record<string, number>> = {
  comfort: 60_000, technology: 90_000, safety: 80_000, exterior: 120_000, interior: 150_000, mechanical: 200_000,
};
const OTHER_OPTION = 50_000;

/** The catalog's price record of the trim in the vehicle's province, and its optional equipment. */
export class BuiltInPriceGuide implements PriceGuide {
  constructor(private readonly db: Kysely<any>) {}

  async priceRecord(vehicle: { readonly trimId: number | null }, province: string): Promise<TradeInPriceRecord> {
    if (vehicle.trimId === null) return { msrp: null, equipment: [] };
    const [record, equipment] = await Promise.all([
      findPriceRecord(this.db, { trimId: vehicle.trimId, geographyCode: province }),
      referenceEquipment(this.db, vehicle.trimId),
    ]);
    return {
      msrp: record?.msrp ?? null,
      equipment: equipment.filter((e) => !e.standard).map((e) => ({ code: e.code, valueNew: OPTION_VALUE_NEW[e.category] ?? OTHER_OPTION })),
    };
  }
}
