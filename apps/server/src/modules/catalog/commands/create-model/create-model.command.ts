import type { carsCreateModelRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Names a model from the vehicle data provider. */
export class CreateModelCommand extends Command<RouteResponse<typeof carsCreateModelRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsCreateModelRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
