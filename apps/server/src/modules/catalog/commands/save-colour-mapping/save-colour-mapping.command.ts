import type { colorsSaveMappingRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';

/** Saves or removes colour mappings. */
export class SaveColourMappingCommand extends Command<RouteResponse<typeof colorsSaveMappingRoute>> {
  constructor(
    readonly input: RouteInput<typeof colorsSaveMappingRoute>,
  ) {
    super();
  }
}
