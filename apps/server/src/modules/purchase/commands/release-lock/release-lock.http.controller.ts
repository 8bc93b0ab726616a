import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { deleteVehicleTimerRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReleaseLockCommand } from './release-lock.command';

@Controller()
export class ReleaseLockController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(deleteVehicleTimerRoute, { allow: 'authenticated', getChangesState: true })
  release(@Input() input: RouteInput<typeof deleteVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ReleaseLockCommand(input.params.id, ctx));
  }
}
