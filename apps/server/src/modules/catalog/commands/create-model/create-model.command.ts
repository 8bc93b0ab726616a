import type { carsCreateModelRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** Names a model from the vehicle data provider. */
export class CreateModelCommand extends Command<Awaited<ReturnType<CarsService['createModel']>>> {
  constructor(
    readonly input: RouteInput<typeof carsCreateModelRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
