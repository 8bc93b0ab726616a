import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { finalizeRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { FinalizeOrderCommand } from './finalize-order.command';

@Controller()
export class FinalizeOrderController {
  constructor(private readonly commands: CommandBus) {}

  // A contract binds the buyer: their own signature, never an administrator's acting as them.
  @Endpoint(finalizeRoute, { allow: 'authenticated', verified: true, refuseWhileImpersonating: true })
  finalize(@Input() input: RouteInput<typeof finalizeRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new FinalizeOrderCommand(input.body, ctx));
  }
}
