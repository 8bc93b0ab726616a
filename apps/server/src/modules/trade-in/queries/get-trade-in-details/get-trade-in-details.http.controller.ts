import {
  TRADE_IN_STEPS, getCurrentTradeInRoute, getTradeInDetailsByStepRoute, getTradeInDetailsRoute, type RouteInput, type TradeInDetails,
} from '@marketplace/contracts';
import { TradeInErrors } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { GetCurrentTradeInQuery, GetTradeInDetailsQuery } from './get-trade-in-details.query';
import { TRADE_IN_DETAILS_PROJECTION } from './trade-in-details.projection';

/** What each wizard step shows of the details (spec: get-trade-in-details-by-step-id). */
function stepView(d: TradeInDetails, stepId: number) {
  const base = { tradeInId: d.tradeInId, version: d.version, stepId, status: d.status };
  switch (TRADE_IN_STEPS[stepId - 1]) {
    case 'vehicle': return { ...base, vehicle: d.vehicle };
    case 'basic-information': return { ...base, basic: d.basic };
    case 'features': return { ...base, equipmentCodes: d.equipmentCodes };
    case 'condition': return { ...base, condition: d.condition };
    default: return { ...base, photos: d.photos, offer: d.offer };
  }
}

/** Owner reads: each waits (bounded) until the details projection has passed the caller's last write. */
@Controller()
export class GetTradeInDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  private async owned(tradeInId: string, ctx: RequestContext) {
    const found = await this.queryBus.execute(new GetTradeInDetailsQuery(tradeInId, ctx.principal!.userId));
    if (!found) throw TradeInErrors.notFound();
    return found;
  }

  @Endpoint(getTradeInDetailsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRADE_IN_DETAILS_PROJECTION)
  details(@Input() i: RouteInput<typeof getTradeInDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.owned(i.query.tradeInId, ctx);
  }

  @Endpoint(getTradeInDetailsByStepRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRADE_IN_DETAILS_PROJECTION)
  async byStep(@Input() i: RouteInput<typeof getTradeInDetailsByStepRoute>, @Ctx() ctx: RequestContext) {
    return stepView(await this.owned(i.query.tradeInId, ctx), i.query.stepId);
  }

  @Endpoint(getCurrentTradeInRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRADE_IN_DETAILS_PROJECTION)
  async current(@Ctx() ctx: RequestContext) {
    return { tradeIn: await this.queryBus.execute(new GetCurrentTradeInQuery(ctx.principal!.userId)) };
  }
}
