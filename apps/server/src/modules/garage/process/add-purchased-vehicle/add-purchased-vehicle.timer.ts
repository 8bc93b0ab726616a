import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { AddPurchasedVehicleCommand } from '../../commands/add-purchased-vehicle/add-purchased-vehicle.command';

/** The deadline kind: a signed contract's vehicle, due in the buyer's garage (scheduled by the purchases consumer). */
export const ADD_PURCHASED_VEHICLE = 'garage.add-purchased-vehicle';

@Injectable()
export class AddPurchasedVehicleTimer implements TimerHandler {
  readonly kind = ADD_PURCHASED_VEHICLE;

  constructor(private readonly commands: CommandBus) {}

  fire(deadline: Deadline): Promise<void> {
    const p = deadline.payload as { transactionId: string; ownerId: string; vehicleId: string };
    return this.commands.execute(new AddPurchasedVehicleCommand(p.transactionId, p.ownerId, p.vehicleId));
  }
}
