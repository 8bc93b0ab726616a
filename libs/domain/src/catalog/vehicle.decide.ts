import { assertNever, type Decider } from '../shared';
import { isValidVin, normalizeVin } from '../shared/formatters';
import { assertFees, assertPrice, type Fee } from './all-in-price';
import { CatalogErrors } from './catalog.errors';
import type { VehicleColour, VehicleEvent, VehicleListedData, VehicleUpdatedData } from './vehicle.events';
import { evolveVehicle, initialVehicleState, type ListedVehicle, type VehicleState } from './vehicle.state';
import type { VehicleStatus } from './vehicle-status';

export const MIN_MODEL_YEAR = 1981; // the 17-character VIN with a check digit exists since model year 1981
export const MAX_KILOMETRES = 2_000_000;
export const MAX_PHOTOS = 50;

/** What VehicleListed records, but its status and listing instant (the decider sets them). */
export interface ListVehicle extends Omit<VehicleListedData, 'status' | 'listedAt'> {
  readonly type: 'ListVehicle';
  /** ISO instant; the domain has no clock. */
  readonly now: string;
}

/** A staff edit; every field is optional and only fields that differ produce events (all in one append). */
export interface EditVehicle {
  readonly type: 'EditVehicle';
  readonly now: string;
  readonly vehicleId: string;
  /** When given, the edit applies only to this version of the vehicle (the one the editor saw). */
  readonly expectedVersion?: number;
  readonly price?: number;
  readonly fees?: readonly Fee[];
  readonly kilometres?: number;
  readonly exteriorColour?: VehicleColour;
  readonly interiorColour?: VehicleColour;
  readonly photos?: readonly string[];
  readonly status?: VehicleStatus;
}

export type VehicleCommand = ListVehicle | EditVehicle;

const HEX = /^#[0-9a-fA-F]{6}$/;
/** https URLs, or absolute paths on this server (no protocol-relative '//', no '..'). */
const PHOTO = /^(https:\/\/[^\s"'<>]{1,2040}|\/(?!\/)[A-Za-z0-9._~\-/%]{1,500})$/;

export function decideVehicle(command: VehicleCommand, state: VehicleState): VehicleEvent[] {
  switch (command.type) {
    case 'ListVehicle':
      return listVehicle(command, state);
    case 'EditVehicle':
      return editVehicle(command, state);
    default:
      return assertNever(command);
  }
}

function listVehicle(c: ListVehicle, state: VehicleState): VehicleEvent[] {
  if (state.listed) throw CatalogErrors.vehicleAlreadyListed(c.vehicleId);
  const vin = normalizeVin(c.vin);
  if (!isValidVin(vin)) throw CatalogErrors.invalidVin();
  const maxYear = new Date(c.now).getUTCFullYear() + 2;
  if (!Number.isInteger(c.year) || c.year < MIN_MODEL_YEAR || c.year > maxYear) throw CatalogErrors.invalidYear(MIN_MODEL_YEAR, maxYear);
  if (!c.bodyType) throw CatalogErrors.invalidBodyType();
  if (!Number.isInteger(c.dealer.companyId) || !/^[A-Z]{2}$/.test(c.dealer.province) || !Number.isFinite(c.dealer.lat) || !Number.isFinite(c.dealer.lng)) {
    throw CatalogErrors.invalidDealer();
  }
  return [{
    type: 'VehicleListed',
    data: {
      vehicleId: c.vehicleId,
      vin,
      condition: c.condition,
      year: c.year,
      make: c.make,
      model: c.model,
      trim: c.trim,
      bodyType: c.bodyType,
      kilometres: validKilometres(c.kilometres),
      exteriorColour: validColour(c.exteriorColour, 'exteriorColour'),
      interiorColour: validColour(c.interiorColour, 'interiorColour'),
      photos: validPhotos(c.photos),
      price: assertPrice(c.price),
      msrp: c.msrp === null ? null : assertPrice(c.msrp, 'msrp'),
      fees: assertFees(c.fees),
      dealer: c.dealer,
      status: 'available',
      listedAt: c.now,
    },
  }];
}

function editVehicle(c: EditVehicle, state: VehicleState): VehicleEvent[] {
  if (!state.listed) throw CatalogErrors.vehicleNotFound();
  if (c.expectedVersion !== undefined && c.expectedVersion !== state.version) throw CatalogErrors.vehicleChanged(c.expectedVersion, state.version);
  const fields = [c.price, c.fees, c.kilometres, c.exteriorColour, c.interiorColour, c.photos, c.status];
  if (fields.every((f) => f === undefined)) throw CatalogErrors.nothingToChange();
  if (state.status === 'sold') throw CatalogErrors.vehicleSold();

  const events: VehicleEvent[] = [];
  const base = { vehicleId: state.vehicleId };

  const changes: { -readonly [K in keyof VehicleUpdatedData]?: VehicleUpdatedData[K] } = {};
  if (c.kilometres !== undefined && validKilometres(c.kilometres) !== state.kilometres) changes.kilometres = c.kilometres;
  if (c.exteriorColour !== undefined && !sameColour(validColour(c.exteriorColour, 'exteriorColour'), state.exteriorColour)) changes.exteriorColour = c.exteriorColour;
  if (c.interiorColour !== undefined && !sameColour(validColour(c.interiorColour, 'interiorColour'), state.interiorColour)) changes.interiorColour = c.interiorColour;
  if (Object.keys(changes).length > 0) events.push({ type: 'VehicleUpdated', data: { ...base, ...changes, updatedAt: c.now } });

  if (c.price !== undefined || c.fees !== undefined) {
    const price = c.price === undefined ? state.price : assertPrice(c.price);
    const fees = c.fees === undefined ? state.fees : assertFees(c.fees);
    if (price !== state.price || !sameFees(fees, state.fees)) {
      events.push({ type: 'VehiclePriceChanged', data: { ...base, price, previousPrice: state.price, fees, changedAt: c.now } });
    }
  }

  if (c.photos !== undefined) {
    const photos = validPhotos(c.photos);
    if (photos.length !== state.photos.length || photos.some((p, i) => p !== state.photos[i])) {
      events.push({ type: 'VehiclePhotosChanged', data: { ...base, photos, changedAt: c.now } });
    }
  }

  if (c.status !== undefined && c.status !== state.status) {
    checkManualStatusChange(state, c.status);
    events.push({ type: 'VehicleStatusChanged', data: { ...base, status: c.status, previousStatus: state.status, changedAt: c.now } });
  }
  return events;
}

/**
 * Staff may mark a vehicle available or sold. Locked and reserved belong to the purchase flow: a customer holding
 * the 30-minute lock cannot be overridden, and a reserved vehicle (deposit paid) can only be marked sold.
 */
function checkManualStatusChange(state: ListedVehicle, target: VehicleStatus) {
  if (target === 'locked' || target === 'reserved') throw CatalogErrors.statusSetByPurchase();
  if (state.status === 'locked') throw CatalogErrors.vehicleLocked();
  if (state.status === 'reserved' && target !== 'sold') throw CatalogErrors.vehicleReserved();
}

function validKilometres(km: number): number {
  if (!Number.isInteger(km) || km < 0 || km > MAX_KILOMETRES) throw CatalogErrors.invalidKilometres(MAX_KILOMETRES);
  return km;
}

function validColour(colour: VehicleColour, field: string): VehicleColour {
  if (!Number.isInteger(colour.id) || !colour.nameEn || !colour.nameFr || !HEX.test(colour.hex)) throw CatalogErrors.invalidColour(field);
  return { id: colour.id, nameEn: colour.nameEn, nameFr: colour.nameFr, hex: colour.hex.toLowerCase() };
}

function validPhotos(photos: readonly string[]): string[] {
  if (photos.length > MAX_PHOTOS) throw CatalogErrors.tooManyPhotos(MAX_PHOTOS);
  return photos.map((photo, i) => {
    if (!PHOTO.test(photo) || photo.includes('..')) throw CatalogErrors.invalidPhoto(`photos.${i}`);
    return photo;
  });
}

const sameColour = (a: VehicleColour, b: VehicleColour) => a.id === b.id && a.hex === b.hex && a.nameEn === b.nameEn && a.nameFr === b.nameFr;

function sameFees(a: readonly Fee[], b: readonly Fee[]): boolean {
  if (a.length !== b.length) return false;
  const key = (fees: readonly Fee[]) => fees.map((f) => `${f.code}:${f.amount}`).sort().join(',');
  return key(a) === key(b);
}

/** The vehicle decider: plug into EventSourcedCommands with stream id vehicleStreamId(id). */
export const vehicleDecider: Decider<VehicleCommand, VehicleEvent, VehicleState> = {
  initialState: initialVehicleState,
  decide: decideVehicle,
  evolve: evolveVehicle,
};
