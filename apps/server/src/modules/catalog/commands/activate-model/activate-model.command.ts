import type { carsActivateModelRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** Shows or hides a model (spec §7 "Cars"). */
export class ActivateModelCommand extends Command<Awaited<ReturnType<CarsService['activateModel']>>> {
  constructor(
    readonly input: RouteInput<typeof carsActivateModelRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
