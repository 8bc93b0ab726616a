import type { carsSavePromotionImageRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** A model's promotion image. */
export class SavePromotionImageCommand extends Command<Awaited<ReturnType<CarsService['savePromotionImage']>>> {
  constructor(
    readonly input: RouteInput<typeof carsSavePromotionImageRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
