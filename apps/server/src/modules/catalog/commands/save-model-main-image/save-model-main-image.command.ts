import type { imagesSaveMainImageModelRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** A model's main image. */
export class SaveModelMainImageCommand extends Command<RouteResponse<typeof imagesSaveMainImageModelRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesSaveMainImageModelRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
