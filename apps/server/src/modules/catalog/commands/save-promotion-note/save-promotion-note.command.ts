import type { carsSavePromotionNoteRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CarsService } from '../../admin/cars.service';

/** A model's promotion note, per language. */
export class SavePromotionNoteCommand extends Command<Awaited<ReturnType<CarsService['savePromotionNote']>>> {
  constructor(
    readonly input: RouteInput<typeof carsSavePromotionNoteRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
