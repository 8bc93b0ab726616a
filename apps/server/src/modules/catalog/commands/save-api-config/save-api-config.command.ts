import type { saveApiConfigRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

/** Saves a price-guide configuration (the key encrypted) and checks the connection. */
export class SaveApiConfigCommand extends Command<RouteResponse<typeof saveApiConfigRoute>> {
  constructor(
    readonly input: RouteInput<typeof saveApiConfigRoute>,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
