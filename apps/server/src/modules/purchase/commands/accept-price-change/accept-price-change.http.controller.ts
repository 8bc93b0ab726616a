import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { acceptPriceChangeRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AcceptPriceChangeCommand } from './accept-price-change.command';

@Controller()
export class AcceptPriceChangeController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(acceptPriceChangeRoute, { allow: 'authenticated' })
  accept(@Input() input: RouteInput<typeof acceptPriceChangeRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new AcceptPriceChangeCommand(input.body, ctx));
  }
}
