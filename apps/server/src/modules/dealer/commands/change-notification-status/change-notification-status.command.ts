import { Command } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, changeNotificationStatusRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class ChangeNotificationStatusCommand extends Command<RouteResponse<typeof changeNotificationStatusRoute>> {
  constructor(readonly body: RouteInput<typeof changeNotificationStatusRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
