import { Command } from '@nestjs/cqrs';
import type { createPaymentIntentRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class CreateDepositIntentCommand extends Command<Written<RouteResponse<typeof createPaymentIntentRoute>>> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}
