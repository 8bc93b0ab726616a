import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { testCardPaymentRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PayWithTestCardCommand } from './pay-with-test-card.command';

@Controller()
export class PayWithTestCardController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(testCardPaymentRoute, { allow: 'authenticated', verified: true })
  pay(@Input() input: RouteInput<typeof testCardPaymentRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new PayWithTestCardCommand(input.body, ctx));
  }
}
