import { DomainError } from '../shared';

/** Stable error codes of the garage context: the web maps each code to a translated message. */
export const GarageErrors = {
  /** Another customer's vehicle answers exactly like a missing one. */
  notFound: () => new DomainError('garage.vehicle_not_found', 'not_found', 'Vehicle not found', 'garageVehicleId'),
  invalidVin: () => new DomainError('garage.invalid_vin', 'validation', 'Invalid VIN', 'body.vin'),
  unknownVehicle: () => new DomainError('garage.unknown_vehicle', 'validation', 'The catalog does not know this vehicle', 'body.modelId'),
  alreadyAdded: () => new DomainError('garage.already_added', 'conflict', 'This vehicle is already in the garage', 'garageVehicleId'),
  /** A warning: the same request with `confirmLowerKilometres` goes through (an odometer replaced, a typo corrected). */
  kilometresBelowLast: (last: number) =>
    new DomainError('garage.kilometres_below_last', 'validation', 'The kilometres are below the last recorded value', 'body.kilometres', { lastKilometres: last }),
};
