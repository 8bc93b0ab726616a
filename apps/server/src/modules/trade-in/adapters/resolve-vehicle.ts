import { DomainError, type TradeInVehicle } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { referenceMakes, referenceModel, referenceTrim } from '../../catalog/catalog.public';
import { decodeVinAt } from './decode-vin-at';

export interface VehicleInput {
  readonly vin: string | null;
  readonly year: number;
  /** Null for a make the catalog does not list, named by the customer in `makeName`. */
  readonly makeId: number | null;
  readonly makeName?: string | null;
  readonly modelId: number | null;
  /** A model the catalog does not list (a rare vehicle), named by the customer when `modelId` is null. */
  readonly modelName?: string | null;
  readonly trimId: number | null;
}

const refused = (code: string, message: string, field: string) => new DomainError(code, 'validation', message, `body.vehicle.${field}`);

/**
 * The vehicle a trade-in starts with, named from the catalog: the model must be of the make, the trim of the model
 * and year; a VIN must decode to the same model year (and make, where its manufacturer code names one).
 */
export async function resolveVehicle(db: Kysely<any>, input: VehicleInput, asOfYear: number): Promise<TradeInVehicle> {
  if (input.makeId === null) return unlistedMake(db, input, asOfYear);
  if (input.modelId === null) return unlistedModel(db, { ...input, makeId: input.makeId }, asOfYear);
  const model = await referenceModel(db, input.modelId);
  if (!model || model.makeId !== input.makeId) throw refused('trade_in.unknown_vehicle', 'No such model of this make', 'modelId');
  const trim = input.trimId === null ? null : await referenceTrim(db, input.trimId);
  if (input.trimId !== null && (!trim || trim.modelId !== model.id || trim.year !== input.year)) {
    throw refused('trade_in.unknown_vehicle', 'No such trim of this model and year', 'trimId');
  }
  const vin = checkedVin(input, model.make, asOfYear, 'makeId');
  return {
    vin, year: input.year, makeId: model.makeId, make: model.make, modelId: model.id, model: model.name,
    trimId: trim?.id ?? null, trim: trim?.name ?? null,
  };
}

/** The VIN, normalised, when it agrees with the model year and the make (`makeField` names the make's field); null without one. */
function checkedVin(input: VehicleInput, make: string, asOfYear: number, makeField: 'makeId' | 'makeName'): string | null {
  if (input.vin === null || input.vin === '') return null;
  const decoded = decodeVinAt(input.vin, asOfYear, 'body.vehicle.vin');
  if (decoded.modelYear !== input.year) throw refused('trade_in.vin_mismatch', `The VIN is of model year ${decoded.modelYear}`, 'year');
  if (decoded.make && decoded.make.toLowerCase() !== make.toLowerCase()) throw refused('trade_in.vin_mismatch', `The VIN is of a ${decoded.make}`, makeField);
  return decoded.vin;
}

/** The model the customer named (a model the catalog does not list): required, and no trim can go with it. */
function namedModel(input: VehicleInput): string {
  const name = input.modelName?.trim();
  if (!name) throw refused('trade_in.unknown_vehicle', 'Choose a model or name yours', 'modelName');
  if (input.trimId !== null) throw refused('trade_in.unknown_vehicle', 'No trim for a model the catalogue does not list', 'trimId');
  return name;
}

/** A make of the catalog with a model it does not list (ADR 0058): no trim, no price record, so advisers value it. */
async function unlistedModel(db: Kysely<any>, input: VehicleInput & { readonly makeId: number }, asOfYear: number): Promise<TradeInVehicle> {
  const name = namedModel(input);
  const make = (await referenceMakes(db)).find((m) => m.id === input.makeId);
  if (!make) throw refused('trade_in.unknown_vehicle', 'No such make', 'makeId');
  return { vin: checkedVin(input, make.name, asOfYear, 'makeId'), year: input.year, makeId: make.id, make: make.name, modelId: null, model: name, trimId: null, trim: null };
}

/**
 * A make the catalog does not list, typed by the customer with its model (issue #42, ADR 0058): no price record, so
 * advisers value it. A typed name that is a make of the catalog ("honda") is that make, with a model it does not list.
 */
async function unlistedMake(db: Kysely<any>, input: VehicleInput, asOfYear: number): Promise<TradeInVehicle> {
  const makeName = input.makeName?.trim().replace(/\s+/g, ' ');
  if (!makeName) throw refused('trade_in.unknown_vehicle', 'Choose a make or name yours', 'makeName');
  if (input.modelId !== null) throw refused('trade_in.unknown_vehicle', 'A make the catalogue does not list has no listed model: name it', 'modelId');
  const known = (await referenceMakes(db)).find((m) => m.name.toLowerCase() === makeName.toLowerCase());
  if (known) return unlistedModel(db, { ...input, makeId: known.id }, asOfYear);
  const model = namedModel(input);
  return { vin: checkedVin(input, makeName, asOfYear, 'makeName'), year: input.year, makeId: null, make: makeName, modelId: null, model, trimId: null, trim: null };
}
