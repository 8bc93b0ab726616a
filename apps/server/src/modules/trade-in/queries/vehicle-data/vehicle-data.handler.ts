import { oldestValuedModelYear, TRADE_IN_LIMITS } from '@marketplace/domain';
import { decodeVinAt } from '../../adapters/decode-vin-at';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import {
  referenceColours, referenceEquipment, referenceMakes, referenceMakeWithTrims, referenceModels, referenceTrim, referenceTrims, referenceYears, type ReferenceTrim,
} from '../../../catalog/catalog.public';
import { GetVehicleDataQuery, type VehicleDataList } from './vehicle-data.query';

const trimOf = (t: ReferenceTrim) => ({
  id: t.id, name: t.name, year: t.year, modelId: t.modelId, bodyType: t.bodyType, drivetrain: t.drivetrain, transmission: t.transmission,
  engine: t.engine, fuel: t.fuel,
});

/** The spec's legacy list: distinct values, ResponseStatus 1 with items, 0 with none. */
function legacyList(values: readonly string[]) {
  const distinct = [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en-CA'));
  return { ResponseStatus: distinct.length > 0 ? 1 : 0, Response: distinct.map((v) => ({ id: v, name: v })) };
}

/** Reads the catalog's reference data through its public API and shapes it for the wizard. */
@QueryHandler(GetVehicleDataQuery)
export class GetVehicleDataHandler implements IQueryHandler<GetVehicleDataQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  /**
   * The year a list is of: a year the catalog has trims of lists what it had that year; any other year (the catalog
   * holds current model years, a trade-in may be 20 years old) lists every make and model it knows (ADR 0058).
   */
  private async catalogYear(year: number | undefined): Promise<number | undefined> {
    if (year === undefined) return undefined;
    return (await referenceYears(this.db)).includes(year) ? year : undefined;
  }

  async execute({ request }: GetVehicleDataQuery): Promise<unknown> {
    const r: VehicleDataList = request;
    switch (r.list) {
      case 'years': {
        // Every model year a customer may own, newest first; the guide values those from `valuedFrom`, advisers the rest.
        const catalog = await referenceYears(this.db);
        const newest = Math.max(r.asOfYear + 1, ...catalog);
        const items = Array.from({ length: newest - TRADE_IN_LIMITS.minYear + 1 }, (_, i) => newest - i);
        return { items, valuedFrom: oldestValuedModelYear(`${r.asOfYear}-07-01T00:00:00.000Z`) };
      }
      case 'makes':
        return { items: await referenceMakes(this.db, await this.catalogYear(r.year)) };
      case 'models':
        return { items: await referenceModels(this.db, { makeId: r.makeId, year: await this.catalogYear(r.year) }) };
      case 'make-model': {
        const year = await this.catalogYear(r.year);
        const [makes, models] = await Promise.all([referenceMakes(this.db, year), referenceModels(this.db, { year })]);
        return { items: makes.map((m) => ({ ...m, models: models.filter((x) => x.makeId === m.id).map((x) => ({ id: x.id, name: x.name })) })) };
      }
      case 'colors':
        return { items: await referenceColours(this.db) };
      case 'trims':
        return { items: (await referenceTrims(this.db, { modelId: r.modelId, year: r.year })).map(trimOf) };
      case 'transmission':
      case 'engine':
      case 'drivetrain': {
        let trims = r.trimId !== undefined
          ? [await referenceTrim(this.db, r.trimId)].filter((t): t is ReferenceTrim => t !== null)
          : await referenceTrims(this.db, { modelId: r.modelId, year: r.year });
        // A model year the catalog does not hold: what the model (or, unlisted, any model) came with in the years it holds.
        if (trims.length === 0 && r.trimId === undefined && r.year !== undefined && !(await referenceYears(this.db)).includes(r.year)) {
          trims = await referenceTrims(this.db, { modelId: r.modelId });
        }
        return legacyList(trims.map((t) => t[r.list]));
      }
      case 'equipment': {
        const items = await referenceEquipment(this.db, r.trimId);
        return { items: [...items].sort((a, b) => Number(b.standard) - Number(a.standard) || a.id - b.id) };
      }
      case 'vin':
        return this.decode(r.vin, r.asOfYear);
    }
  }

  /** The offline decode, filled with the catalog's make, its models of that year and their trims where it knows them. */
  private async decode(vin: string, asOfYear: number) {
    const decoded = decodeVinAt(vin, asOfYear, 'query.vin');
    const { make, trims } = decoded.make ? await referenceMakeWithTrims(this.db, decoded.make, decoded.modelYear) : { make: null, trims: [] };
    let models = [...new Map(trims.map((t) => [t.modelId, { id: t.modelId, name: t.model }])).values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'))
      .map((m) => ({ ...m, trims: trims.filter((t) => t.modelId === m.id).map(trimOf) }));
    // A model year the catalog does not hold (a 2008 car): every model of the make, without trims.
    if (make && models.length === 0 && !(await referenceYears(this.db)).includes(decoded.modelYear)) {
      models = (await referenceModels(this.db, { makeId: make.id })).map((m) => ({ id: m.id, name: m.name, trims: [] }));
    }
    return {
      vin: decoded.vin, wmi: decoded.wmi, manufacturer: decoded.manufacturer, region: decoded.region, year: decoded.modelYear, make, decodedMake: decoded.make, models,
    };
  }
}
