import type { imagesSaveMainImageTrimRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** A trim's main image. */
export class SaveTrimMainImageCommand extends Command<RouteResponse<typeof imagesSaveMainImageTrimRoute>> {
  constructor(
    readonly input: RouteInput<typeof imagesSaveMainImageTrimRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
