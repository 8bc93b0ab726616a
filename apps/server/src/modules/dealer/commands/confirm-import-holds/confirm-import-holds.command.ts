import { Command } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, confirmImportHoldsRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class ConfirmImportHoldsCommand extends Command<RouteResponse<typeof confirmImportHoldsRoute>> {
  constructor(readonly body: RouteInput<typeof confirmImportHoldsRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
