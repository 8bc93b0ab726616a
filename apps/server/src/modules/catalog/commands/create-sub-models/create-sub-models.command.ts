import type { carsCreateSubModelsRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** Groups models under a main model. */
export class CreateSubModelsCommand extends Command<Awaited<ReturnType<CarsService['createSubModels']>>> {
  constructor(
    readonly input: RouteInput<typeof carsCreateSubModelsRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
