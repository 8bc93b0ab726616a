import { priceWhenNew, segmentOf, type VehicleSegment } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { referenceTrim, referenceTrims, type ReferenceTrim } from '../../../catalog/catalog.public';
import type { PriceGuide, TradeInPriceRecord } from './price-guide.port';

/** What the guide values a vehicle from: its price record and its depreciation curve's segment (ADR 0058). */
export interface PriceBasis extends TradeInPriceRecord {
  readonly segment: VehicleSegment;
}

export interface PricedVehicle {
  readonly trimId: number | null;
  readonly modelId: number | null;
  readonly year: number;
  readonly make?: string;
  readonly model?: string;
  readonly trim?: string | null;
}

const segmentOfTrim = (t: ReferenceTrim) => segmentOf({ bodyType: t.bodyType, make: t.make, fuel: t.fuel });

/**
 * The price basis of a vehicle (ADR 0058):
 * - a trim of the catalog: its price record (the price guide port) and its segment;
 * - a model of a year the catalog does not price (older cars: the catalog holds the current model years): the
 *   model's cheapest trim of the catalog year nearest to it, its price brought back to the model year
 *   (`priceWhenNew`), and that trim's segment;
 * - a catalog year without a trim chosen, a model the catalog does not know (a rare vehicle): no price record, so
 *   advisers value it.
 */
export async function priceBasisOf(db: Kysely<any>, guide: PriceGuide, vehicle: PricedVehicle, province: string, kilometres?: number): Promise<PriceBasis> {
  if (vehicle.trimId !== null) {
    const [trim, record] = await Promise.all([referenceTrim(db, vehicle.trimId), guide.priceRecord(vehicle, province, kilometres)]);
    return { ...record, segment: trim ? segmentOfTrim(trim) : 'car' };
  }
  if (vehicle.modelId === null) return { msrp: null, equipment: [], segment: 'car' };
  const trims = await referenceTrims(db, { modelId: vehicle.modelId });
  if (trims.length === 0) return { msrp: null, equipment: [], segment: 'car' };
  const segment = segmentOfTrim(trims[0]);
  if (trims.some((t) => t.year === vehicle.year)) return { msrp: null, equipment: [], segment };
  const nearest = trims.reduce((best, t) => (Math.abs(t.year - vehicle.year) < Math.abs(best - vehicle.year) ? t.year : best), trims[0].year);
  const records = await Promise.all(trims.filter((t) => t.year === nearest).map(async (t) => ({
    trim: t, record: await guide.priceRecord({ trimId: t.id, year: t.year, make: t.make, model: t.model, trim: t.name }, province, kilometres),
  })));
  const cheapest = records.filter((r) => r.record.msrp !== null).sort((a, b) => a.record.msrp! - b.record.msrp!)[0];
  if (!cheapest) return { msrp: null, equipment: [], segment };
  return {
    msrp: priceWhenNew(cheapest.record.msrp!, nearest, vehicle.year),
    equipment: cheapest.record.equipment,
    segment: segmentOfTrim(cheapest.trim),
  };
}
