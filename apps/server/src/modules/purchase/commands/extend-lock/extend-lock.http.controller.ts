import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { expandVehicleTimerRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ExtendLockCommand } from './extend-lock.command';

@Controller()
export class ExtendLockController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(expandVehicleTimerRoute, { allow: 'authenticated', verified: true, getChangesState: true })
  extend(@Input() input: RouteInput<typeof expandVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ExtendLockCommand(input.params.id, ctx));
  }
}
