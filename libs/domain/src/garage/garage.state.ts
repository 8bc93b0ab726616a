import type { GarageEvent, GarageVehicleDescription } from './garage.events';

/** What the decider needs to know about one garage vehicle, folded from its events. */
export type GarageState =
  | { readonly status: 'none' }
  | { readonly status: 'owned' | 'removed'; readonly ownerId: string; readonly kilometres: number; readonly province: string; readonly vehicle: GarageVehicleDescription };

export const initialGarageState: GarageState = { status: 'none' };

export function evolveGarage(state: GarageState, event: GarageEvent): GarageState {
  switch (event.type) {
    case 'GarageVehicleAdded': {
      const d = event.data;
      const vehicle = { vin: d.vin, year: d.year, make: d.make, model: d.model, trim: d.trim, makeId: d.makeId, modelId: d.modelId, trimId: d.trimId };
      return { status: 'owned', ownerId: d.ownerId, kilometres: d.kilometres, province: d.province, vehicle };
    }
    case 'GarageVehicleEdited':
      return state.status === 'none' ? state : { ...state, kilometres: event.data.kilometres, province: event.data.province };
    case 'GarageVehicleRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    default:
      return state;
  }
}
