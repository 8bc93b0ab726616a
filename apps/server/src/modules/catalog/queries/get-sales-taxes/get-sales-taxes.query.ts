import type { taxesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** Sales taxes on a price in a province. */
export class GetSalesTaxesQuery extends Query<RouteResponse<typeof taxesRoute>> {
  constructor(
    readonly input: RouteInput<typeof taxesRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
