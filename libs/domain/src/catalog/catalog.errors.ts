import { DomainError } from '../shared';

/** Stable error codes of the catalog context (clients map them to translated messages). */
export const CatalogErrors = {
  vehicleAlreadyListed: (vehicleId: string) =>
    new DomainError('catalog.vehicle_already_listed', 'conflict', `Vehicle ${vehicleId} is already listed`, 'vehicleId'),
  vehicleNotFound: (field = 'vehicleId') => new DomainError('catalog.vehicle_not_found', 'not_found', 'No such vehicle', field),
  invalidVin: () => new DomainError('catalog.invalid_vin', 'validation', 'Invalid VIN', 'vin'),
  vinAlreadyListed: () => new DomainError('catalog.vin_already_listed', 'conflict', 'A vehicle with this VIN is already listed', 'vin'),
  invalidYear: (min: number, max: number) =>
    new DomainError('catalog.invalid_year', 'validation', `Year must be ${min} to ${max}`, 'year', { min, max }),
  invalidKilometres: (max: number) =>
    new DomainError('catalog.invalid_kilometres', 'validation', `Kilometres must be a whole number from 0 to ${max}`, 'kilometres', { max }),
  invalidColour: (field: string) => new DomainError('catalog.invalid_colour', 'validation', 'A colour needs names and a #rrggbb value', field),
  invalidPhoto: (field: string) =>
    new DomainError('catalog.invalid_photo', 'validation', 'A photo is an https URL or a path under /api', field),
  tooManyPhotos: (max: number) => new DomainError('catalog.too_many_photos', 'validation', `At most ${max} photos`, 'photos', { max }),
  vehicleChanged: (expected: number, actual: number) =>
    new DomainError('catalog.vehicle_changed', 'conflict', `The vehicle changed since version ${expected} (now ${actual}); reload it`, 'expectedVersion', { actual }),
  vehicleSold: () => new DomainError('catalog.vehicle_sold', 'conflict', 'The vehicle is sold and can no longer change', 'vehicleId'),
  statusSetByPurchase: () =>
    new DomainError('catalog.status_set_by_purchase', 'validation', 'Locked and reserved are set by the purchase flow only', 'status'),
  vehicleLocked: () =>
    new DomainError('catalog.vehicle_locked', 'conflict', 'A customer holds the vehicle right now; try again when the lock ends', 'status'),
  vehicleReserved: () =>
    new DomainError('catalog.vehicle_reserved', 'conflict', 'The vehicle is reserved by a deposit; it can only be marked sold', 'status'),
  nothingToChange: () => new DomainError('catalog.nothing_to_change', 'validation', 'Give at least one field to change', 'body'),
  invalidBodyType: () => new DomainError('catalog.invalid_body_type', 'validation', 'Unknown body type', 'bodyType'),
  invalidDealer: () => new DomainError('catalog.invalid_dealer', 'validation', 'The dealer needs a company id, a province and coordinates', 'companyId'),
} as const;
