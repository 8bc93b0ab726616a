import { Command } from '@nestjs/cqrs';
import type { testCardPaymentRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class PayWithTestCardCommand extends Command<Written<RouteResponse<typeof testCardPaymentRoute>>> {
  constructor(readonly body: RouteInput<typeof testCardPaymentRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
