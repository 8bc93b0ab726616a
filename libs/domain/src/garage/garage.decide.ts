import { assertNever, type Decider } from '../shared';
import { GarageErrors } from './garage.errors';
import type { GarageEvent, GarageValuation, GarageVehicleDescription } from './garage.events';
import { evolveGarage, initialGarageState, type GarageState } from './garage.state';

export const GARAGE_STREAM_PREFIX = 'garage-vehicle-';
export const garageStreamId = (garageVehicleId: string) => `${GARAGE_STREAM_PREFIX}${garageVehicleId}`;

/** Adds a vehicle; the application brings the catalog's description and the price guide's estimate. */
export interface AddGarageVehicle {
  readonly type: 'AddGarageVehicle';
  readonly garageVehicleId: string;
  readonly ownerId: string;
  readonly vehicle: GarageVehicleDescription;
  readonly kilometres: number;
  readonly province: string;
  readonly source: 'customer' | 'purchase';
  readonly transactionId: string | null;
  readonly valuation: GarageValuation | null;
  /** ISO instant: the domain has no clock. */
  readonly now: string;
}

export interface EditGarageVehicle {
  readonly type: 'EditGarageVehicle';
  readonly garageVehicleId: string;
  readonly ownerId: string;
  readonly kilometres: number;
  readonly province: string;
  /** Kilometres below the last recorded value are refused unless the customer confirmed them. */
  readonly confirmLowerKilometres: boolean;
  readonly valuation: GarageValuation | null;
  readonly now: string;
}

export interface RemoveGarageVehicle {
  readonly type: 'RemoveGarageVehicle';
  readonly garageVehicleId: string;
  readonly ownerId: string;
  readonly now: string;
}

export type GarageCommand = AddGarageVehicle | EditGarageVehicle | RemoveGarageVehicle;

function owned(state: GarageState, ownerId: string) {
  if (state.status !== 'owned' || state.ownerId !== ownerId) throw GarageErrors.notFound();
  return state;
}

export function decideGarage(command: GarageCommand, state: GarageState): GarageEvent[] {
  switch (command.type) {
    case 'AddGarageVehicle': {
      if (state.status !== 'none') {
        // A purchase delivered twice adds its vehicle once.
        if (command.source === 'purchase') return [];
        throw GarageErrors.alreadyAdded();
      }
      const { garageVehicleId: id, now } = command;
      return [
        {
          type: 'GarageVehicleAdded',
          data: {
            garageVehicleId: id, ownerId: command.ownerId, ...command.vehicle, kilometres: command.kilometres, province: command.province,
            source: command.source, transactionId: command.transactionId, addedAt: now,
          },
        },
        { type: 'GarageVehicleValued', data: { garageVehicleId: id, kilometres: command.kilometres, valuation: command.valuation, valuedAt: now } },
      ];
    }
    case 'EditGarageVehicle': {
      const s = owned(state, command.ownerId);
      if (command.kilometres < s.kilometres && !command.confirmLowerKilometres) throw GarageErrors.kilometresBelowLast(s.kilometres);
      const { garageVehicleId: id, now } = command;
      return [
        { type: 'GarageVehicleEdited', data: { garageVehicleId: id, kilometres: command.kilometres, province: command.province, editedAt: now } },
        { type: 'GarageVehicleValued', data: { garageVehicleId: id, kilometres: command.kilometres, valuation: command.valuation, valuedAt: now } },
      ];
    }
    case 'RemoveGarageVehicle':
      owned(state, command.ownerId);
      return [{ type: 'GarageVehicleRemoved', data: { garageVehicleId: command.garageVehicleId, removedAt: command.now } }];
    default:
      return assertNever(command);
  }
}

export const garageDecider: Decider<GarageCommand, GarageEvent, GarageState> = {
  initialState: initialGarageState,
  decide: decideGarage,
  evolve: evolveGarage,
};
