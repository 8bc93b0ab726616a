import { Command } from '@nestjs/cqrs';
import type { saveDeliveryRoute, RouteInput, TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class SaveDeliveryCommand extends Command<Written<TransactionDetails>> {
  constructor(readonly body: RouteInput<typeof saveDeliveryRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
