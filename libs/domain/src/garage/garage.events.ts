import type { DomainEvent } from '../shared';

/** The vehicle as the garage knows it: catalog names (and ids when the catalog knows the vehicle). */
export interface GarageVehicleDescription {
  readonly vin: string | null;
  readonly year: number;
  readonly make: string;
  readonly model: string | null;
  readonly trim: string | null;
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly trimId: number | null;
}

/** A trade-in estimate of the vehicle (cents), or null when the price guide cannot value it (advisers can). */
export interface GarageValuation {
  readonly value: number;
  readonly priceLow: number;
  readonly priceHigh: number;
}

/** A customer added a vehicle they own, or the vehicle they bought here was added when its contract was signed. */
export type GarageVehicleAdded = DomainEvent<'GarageVehicleAdded', GarageVehicleDescription & {
  readonly garageVehicleId: string;
  readonly ownerId: string;
  readonly kilometres: number;
  readonly province: string;
  readonly source: 'customer' | 'purchase';
  /** The purchase transaction, for a vehicle bought here. */
  readonly transactionId: string | null;
  readonly addedAt: string;
}>;

export type GarageVehicleEdited = DomainEvent<'GarageVehicleEdited', {
  readonly garageVehicleId: string;
  readonly kilometres: number;
  readonly province: string;
  readonly editedAt: string;
}>;

/** One point of the value history: the estimate at these kilometres at that time. */
export type GarageVehicleValued = DomainEvent<'GarageVehicleValued', {
  readonly garageVehicleId: string;
  readonly kilometres: number;
  readonly valuation: GarageValuation | null;
  readonly valuedAt: string;
}>;

export type GarageVehicleRemoved = DomainEvent<'GarageVehicleRemoved', {
  readonly garageVehicleId: string;
  readonly removedAt: string;
}>;

export type GarageEvent = GarageVehicleAdded | GarageVehicleEdited | GarageVehicleValued | GarageVehicleRemoved;

export const GARAGE_EVENT_TYPES = ['GarageVehicleAdded', 'GarageVehicleEdited', 'GarageVehicleValued', 'GarageVehicleRemoved'] as const;
