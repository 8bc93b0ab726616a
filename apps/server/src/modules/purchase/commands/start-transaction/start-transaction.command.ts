import { Command } from '@nestjs/cqrs';
import type { createCustomerVehicleRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class StartTransactionCommand extends Command<Written<RouteResponse<typeof createCustomerVehicleRoute>>> {
  constructor(readonly body: RouteInput<typeof createCustomerVehicleRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
