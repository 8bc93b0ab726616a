import type { DomainEvent } from '../shared';
import type { Fee } from './all-in-price';
import type { VehicleStatus } from './vehicle-status';

export type CatalogCondition = 'new' | 'used';
export const VEHICLE_CONDITIONS = ['new', 'used'] as const;

/** A catalogue reference copied into the event so that projections never join (and rebuild from events alone). */
export interface CatalogRef {
  readonly id: number;
  readonly name: string;
}

export interface VehicleColour {
  readonly id: number;
  readonly nameEn: string;
  readonly nameFr: string;
  /** '#rrggbb'. */
  readonly hex: string;
}

/** The selling dealer as it was when the event happened (the dealer module owns companies later). */
export interface VehicleDealer {
  readonly companyId: number;
  readonly name: string;
  readonly city: string;
  /** Two-letter province code. */
  readonly province: string;
  readonly lat: number;
  readonly lng: number;
}

export interface VehicleListedData {
  readonly vehicleId: string;
  readonly vin: string;
  readonly condition: CatalogCondition;
  readonly year: number;
  readonly make: CatalogRef;
  readonly model: CatalogRef;
  readonly trim: CatalogRef;
  /** Body type key, e.g. 'suv'. */
  readonly bodyType: string;
  readonly kilometres: number;
  readonly exteriorColour: VehicleColour;
  readonly interiorColour: VehicleColour;
  /** Photo URLs (absolute https or a path under /api), gallery order; the first is the main photo. */
  readonly photos: readonly string[];
  /** Vehicle price before fees, cents. */
  readonly price: number;
  /** Manufacturer's suggested retail price, cents (lease residuals are a share of it); null when unknown. */
  readonly msrp: number | null;
  readonly fees: readonly Fee[];
  readonly dealer: VehicleDealer;
  readonly status: 'available';
  readonly listedAt: string;
}

export interface VehicleUpdatedData {
  readonly vehicleId: string;
  readonly kilometres?: number;
  readonly exteriorColour?: VehicleColour;
  readonly interiorColour?: VehicleColour;
  readonly updatedAt: string;
}

export interface VehiclePriceChangedData {
  readonly vehicleId: string;
  readonly price: number;
  readonly previousPrice: number;
  readonly fees: readonly Fee[];
  readonly changedAt: string;
}

export interface VehiclePhotosChangedData {
  readonly vehicleId: string;
  readonly photos: readonly string[];
  readonly changedAt: string;
}

export interface VehicleStatusChangedData {
  readonly vehicleId: string;
  readonly status: VehicleStatus;
  readonly previousStatus: VehicleStatus;
  readonly changedAt: string;
}

export type VehicleEvent =
  | DomainEvent<'VehicleListed', VehicleListedData>
  | DomainEvent<'VehicleUpdated', VehicleUpdatedData>
  | DomainEvent<'VehiclePriceChanged', VehiclePriceChangedData>
  | DomainEvent<'VehiclePhotosChanged', VehiclePhotosChangedData>
  | DomainEvent<'VehicleStatusChanged', VehicleStatusChangedData>;

export type VehicleEventType = VehicleEvent['type'];

/** The event types the catalog writes on a vehicle stream (others on that stream belong to other modules). */
export const CATALOG_VEHICLE_EVENT_TYPES: readonly VehicleEventType[] = [
  'VehicleListed', 'VehicleUpdated', 'VehiclePriceChanged', 'VehiclePhotosChanged', 'VehicleStatusChanged',
];

export const isCatalogVehicleEvent = (event: { readonly type: string }): event is VehicleEvent =>
  (CATALOG_VEHICLE_EVENT_TYPES as readonly string[]).includes(event.type);
