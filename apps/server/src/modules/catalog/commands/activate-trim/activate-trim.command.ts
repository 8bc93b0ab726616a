import type { carsActivateTrimRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Shows or hides a trim. */
export class ActivateTrimCommand extends Command<RouteResponse<typeof carsActivateTrimRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsActivateTrimRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
