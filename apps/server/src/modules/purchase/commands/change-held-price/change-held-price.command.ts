import { Command } from '@nestjs/cqrs';
import type { changeHeldPriceRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class ChangeHeldPriceCommand extends Command<Written<RouteResponse<typeof changeHeldPriceRoute>>> {
  constructor(readonly body: RouteInput<typeof changeHeldPriceRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
