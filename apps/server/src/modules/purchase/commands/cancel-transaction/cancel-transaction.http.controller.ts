import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cancelTransactionRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CancelTransactionCommand } from './cancel-transaction.command';

@Controller()
export class CancelTransactionController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(cancelTransactionRoute, { allow: 'authenticated' })
  cancel(@Input() input: RouteInput<typeof cancelTransactionRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new CancelTransactionCommand(input.body.transactionId, ctx));
  }
}
