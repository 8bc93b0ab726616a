import type { quoteRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** A price quote (taxes, fees, financing). */
export class GetQuoteQuery extends Query<RouteResponse<typeof quoteRoute>> {
  constructor(
    readonly input: RouteInput<typeof quoteRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
