import type { carsSavePromotionImageRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** A model's promotion image. */
export class SavePromotionImageCommand extends Command<RouteResponse<typeof carsSavePromotionImageRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsSavePromotionImageRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
