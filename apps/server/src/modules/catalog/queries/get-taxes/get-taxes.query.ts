import type { getTaxesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** The sales tax rates of every province, or one. */
export class GetTaxesQuery extends Query<RouteResponse<typeof getTaxesRoute>> {
  constructor(
    readonly input: RouteInput<typeof getTaxesRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
