import { Controller } from '@nestjs/common';
import { getTaxesRoute, quoteRoute, taxesRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { inInput } from '../vehicles/vehicle-commands';
import { PricingService } from './pricing.service';

/** Sales taxes and quotes. Public: prices are not secrets, and the buy-online flow quotes before sign-in. */
@Controller()
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Endpoint(taxesRoute, { allow: 'public' })
  async taxes(@Input() input: RouteInput<typeof taxesRoute>, @Ctx() ctx: RequestContext) {
    const { province, price, on } = input.query;
    const answer = await inInput(async () => this.pricing.taxes(province, ctx, { on, price }), {}, 'query');
    return { province, ...answer };
  }

  @Endpoint(getTaxesRoute, { allow: 'public' })
  getTaxes(@Input() input: RouteInput<typeof getTaxesRoute>, @Ctx() ctx: RequestContext) {
    return this.pricing.allTaxes(ctx, input.query.province);
  }

  @Endpoint(quoteRoute, { allow: 'public' })
  quote(@Input() input: RouteInput<typeof quoteRoute>, @Ctx() ctx: RequestContext) {
    return this.pricing.quote(input.body, ctx);
  }
}
