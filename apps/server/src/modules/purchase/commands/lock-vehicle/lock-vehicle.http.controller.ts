import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { setVehicleTimerRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LockVehicleCommand } from './lock-vehicle.command';

/** A GET as the spec names it; any signed-in user may lock (email verification comes before the deposit). */
@Controller()
export class LockVehicleController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(setVehicleTimerRoute, { allow: 'authenticated', verified: true, getChangesState: true })
  lock(@Input() input: RouteInput<typeof setVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new LockVehicleCommand(input.params.id, ctx));
  }
}
