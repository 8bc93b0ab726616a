import type { quoteRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { PricingService } from './quote-pricing';

/** A price quote (taxes, fees, financing). */
export class GetQuoteQuery extends Query<Awaited<ReturnType<PricingService['quote']>>> {
  constructor(
    readonly input: RouteInput<typeof quoteRoute>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
