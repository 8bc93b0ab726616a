import { DomainError, type TradeInVehicle } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { referenceModel, referenceTrim } from '../../catalog/catalog.public';
import { decodeVinAt } from './decode-vin-at';

export interface VehicleInput {
  readonly vin: string | null;
  readonly year: number;
  readonly makeId: number;
  readonly modelId: number;
  readonly trimId: number | null;
}

const refused = (code: string, message: string, field: string) => new DomainError(code, 'validation', message, `body.vehicle.${field}`);

/**
 * The vehicle a trade-in starts with, named from the catalog: the model must be of the make, the trim of the model
 * and year; a VIN must decode to the same model year (and make, where its manufacturer code names one).
 */
export async function resolveVehicle(db: Kysely<any>, input: VehicleInput, asOfYear: number): Promise<TradeInVehicle> {
  const model = await referenceModel(db, input.modelId);
  if (!model || model.makeId !== input.makeId) throw refused('trade_in.unknown_vehicle', 'No such model of this make', 'modelId');
  const trim = input.trimId === null ? null : await referenceTrim(db, input.trimId);
  if (input.trimId !== null && (!trim || trim.modelId !== model.id || trim.year !== input.year)) {
    throw refused('trade_in.unknown_vehicle', 'No such trim of this model and year', 'trimId');
  }
  let vin: string | null = null;
  if (input.vin !== null && input.vin !== '') {
    const decoded = decodeVinAt(input.vin, asOfYear, 'body.vehicle.vin');
    if (decoded.modelYear !== input.year) throw refused('trade_in.vin_mismatch', `The VIN is of model year ${decoded.modelYear}`, 'year');
    if (decoded.make && decoded.make.toLowerCase() !== model.make.toLowerCase()) throw refused('trade_in.vin_mismatch', `The VIN is of a ${decoded.make}`, 'makeId');
    vin = decoded.vin;
  }
  return {
    vin, year: input.year, makeId: model.makeId, make: model.make, modelId: model.id, model: model.name,
    trimId: trim?.id ?? null, trim: trim?.name ?? null,
  };
}
