import { Command } from '@nestjs/cqrs';
import type { acceptPriceChangeRoute, RouteInput, TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class AcceptPriceChangeCommand extends Command<Written<TransactionDetails>> {
  constructor(readonly body: RouteInput<typeof acceptPriceChangeRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
