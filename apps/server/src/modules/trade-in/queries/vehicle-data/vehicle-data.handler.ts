import { decodeVinAt } from '../../vehicle/decode-vin-at';
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

  async execute({ request }: GetVehicleDataQuery): Promise<unknown> {
    const r: VehicleDataList = request;
    switch (r.list) {
      case 'years':
        return { items: await referenceYears(this.db) };
      case 'makes':
        return { items: await referenceMakes(this.db, r.year) };
      case 'models':
        return { items: await referenceModels(this.db, { makeId: r.makeId, year: r.year }) };
      case 'make-model': {
        const [makes, models] = await Promise.all([referenceMakes(this.db, r.year), referenceModels(this.db, { year: r.year })]);
        return { items: makes.map((m) => ({ ...m, models: models.filter((x) => x.makeId === m.id).map((x) => ({ id: x.id, name: x.name })) })) };
      }
      case 'colors':
        return { items: await referenceColours(this.db) };
      case 'trims':
        return { items: (await referenceTrims(this.db, { modelId: r.modelId, year: r.year })).map(trimOf) };
      case 'transmission':
      case 'engine':
      case 'drivetrain': {
        const trims = r.trimId !== undefined
          ? [await referenceTrim(this.db, r.trimId)].filter((t): t is ReferenceTrim => t !== null)
          : await referenceTrims(this.db, { modelId: r.modelId, year: r.year });
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
    const models = [...new Map(trims.map((t) => [t.modelId, { id: t.modelId, name: t.model }])).values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'))
      .map((m) => ({ ...m, trims: trims.filter((t) => t.modelId === m.id).map(trimOf) }));
    return { vin: decoded.vin, wmi: decoded.wmi, manufacturer: decoded.manufacturer, region: decoded.region, year: decoded.modelYear, make, models };
  }
}
