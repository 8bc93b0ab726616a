import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createPaymentIntentRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateDepositIntentCommand } from './create-deposit-intent.command';

@Controller()
export class CreateDepositIntentController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(createPaymentIntentRoute, { allow: 'authenticated', verified: true })
  create(@Input() input: RouteInput<typeof createPaymentIntentRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new CreateDepositIntentCommand(input.body.transactionId, ctx));
  }
}
