import type { carsActivateTrimRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** Shows or hides a trim. */
export class ActivateTrimCommand extends Command<Awaited<ReturnType<CarsService['activateTrim']>>> {
  constructor(
    readonly input: RouteInput<typeof carsActivateTrimRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
