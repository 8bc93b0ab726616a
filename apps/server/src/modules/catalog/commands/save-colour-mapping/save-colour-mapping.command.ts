import type { colorsSaveMappingRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Saves or removes colour mappings. */
export class SaveColourMappingCommand extends Command<RouteResponse<typeof colorsSaveMappingRoute>> {
  constructor(
    readonly input: RouteInput<typeof colorsSaveMappingRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
