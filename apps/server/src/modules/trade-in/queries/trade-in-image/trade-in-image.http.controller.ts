import { tradeInImageRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { TRADE_IN_DETAILS_PROJECTION } from '../get-trade-in-details/trade-in-details.projection';
import { GetTradeInImageQuery } from './trade-in-image.query';

@Controller()
export class TradeInImageHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(tradeInImageRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRADE_IN_DETAILS_PROJECTION)
  async image(@Input() { params }: RouteInput<typeof tradeInImageRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.queryBus.execute(new GetTradeInImageQuery(params.tradeInId, params.slot, ctx.principal!.userId));
    void reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('content-disposition', 'inline');
    return file.data;
  }
}
