import type { carsSavePromotionNoteRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** A model's promotion note, per language. */
export class SavePromotionNoteCommand extends Command<RouteResponse<typeof carsSavePromotionNoteRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsSavePromotionNoteRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
