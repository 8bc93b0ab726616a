import type { DomainEvent } from '../shared';
import type { VehicleEvent, VehicleListedData } from './vehicle.events';
import { statusCarriedBy, type VehicleStatus } from './vehicle-status';

export interface UnlistedVehicle {
  readonly listed: false;
  /** Number of events folded so far (the stream version), whoever wrote them. */
  readonly version: number;
}

/** A listed vehicle as its events leave it: the listing's facts that change, and its availability. */
export interface ListedVehicle extends Pick<
  VehicleListedData, 'vehicleId' | 'vin' | 'condition' | 'year' | 'kilometres' | 'exteriorColour' | 'interiorColour' | 'photos' | 'price' | 'msrp' | 'fees'
> {
  readonly listed: true;
  readonly version: number;
  readonly status: VehicleStatus;
}

export type VehicleState = UnlistedVehicle | ListedVehicle;

export const initialVehicleState: VehicleState = { listed: false, version: 0 };

/**
 * Folds one event of a `vehicle-<id>` stream. The stream is shared with the purchase module: an event type the
 * catalog does not know is ignored, except that a `status` in its data moves the vehicle's availability
 * (see vehicle-status.ts). Every event counts toward `version`.
 */
export function evolveVehicle(state: VehicleState, event: VehicleEvent): VehicleState {
  const version = state.version + 1;
  switch (event.type) {
    case 'VehicleListed': {
      const d = event.data;
      return {
        listed: true, version, vehicleId: d.vehicleId, vin: d.vin, condition: d.condition, year: d.year,
        kilometres: d.kilometres, exteriorColour: d.exteriorColour, interiorColour: d.interiorColour, photos: d.photos,
        price: d.price, msrp: d.msrp, fees: d.fees, status: d.status,
      };
    }
    case 'VehicleUpdated': {
      if (!state.listed) return { ...state, version };
      const d = event.data;
      return {
        ...state, version,
        kilometres: d.kilometres ?? state.kilometres,
        exteriorColour: d.exteriorColour ?? state.exteriorColour,
        interiorColour: d.interiorColour ?? state.interiorColour,
      };
    }
    case 'VehiclePriceChanged':
      return state.listed ? { ...state, version, price: event.data.price, fees: event.data.fees } : { ...state, version };
    case 'VehiclePhotosChanged':
      return state.listed ? { ...state, version, photos: event.data.photos } : { ...state, version };
    case 'VehicleStatusChanged':
      return state.listed ? { ...state, version, status: event.data.status } : { ...state, version };
    default: {
      // Another module's event on the shared stream (e.g. purchase's VehicleLocked): only its status matters here.
      const status = statusCarriedBy(event as DomainEvent);
      return state.listed && status ? { ...state, version, status } : { ...state, version };
    }
  }
}
