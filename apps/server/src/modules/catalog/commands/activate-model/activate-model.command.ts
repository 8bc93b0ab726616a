import type { carsActivateModelRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Shows or hides a model (spec §7 "Cars"). */
export class ActivateModelCommand extends Command<RouteResponse<typeof carsActivateModelRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsActivateModelRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
