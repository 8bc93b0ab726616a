import type { carsDeleteSubModelsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Ungroups the sub-models of a model. */
export class DeleteSubModelsCommand extends Command<RouteResponse<typeof carsDeleteSubModelsRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsDeleteSubModelsRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
