import type { carsDeleteSubModelsRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** Ungroups the sub-models of a model. */
export class DeleteSubModelsCommand extends Command<Awaited<ReturnType<CarsService['deleteSubModels']>>> {
  constructor(
    readonly input: RouteInput<typeof carsDeleteSubModelsRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
