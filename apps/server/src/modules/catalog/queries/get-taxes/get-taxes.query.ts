import type { getTaxesRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { PricingService } from '../get-quote/quote-pricing';

/** The sales tax rates of every province, or one. */
export class GetTaxesQuery extends Query<Awaited<ReturnType<PricingService['allTaxes']>>> {
  constructor(
    readonly input: RouteInput<typeof getTaxesRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
