import { Command } from '@nestjs/cqrs';
import type { finalizeRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class FinalizeOrderCommand extends Command<Written<RouteResponse<typeof finalizeRoute>>> {
  constructor(readonly body: RouteInput<typeof finalizeRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
