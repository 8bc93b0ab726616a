import type { carsCreateSubModelsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Groups models under a main model. */
export class CreateSubModelsCommand extends Command<RouteResponse<typeof carsCreateSubModelsRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsCreateSubModelsRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
