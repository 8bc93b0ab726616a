import { getAllTradeInBlockRoute, getBlockFiltersRoute, getBlockManagementRoute, getBlockVehicleDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { TRADE_IN_STAFF, UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { BLOCK_PROJECTION } from './block.projection';
import { GetBlockFiltersQuery, GetBlockItemQuery, GetBlockQuery } from './block.query';

/** The block: dealers (9) and staff (6, 7, 18); a customer gets 403. */
const BLOCK_READERS = [UserType.Dealer, UserType.SuperAdmin, UserType.Admin, UserType.TeamMember] as const;

@Controller()
export class BlockHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getAllTradeInBlockRoute, { allow: BLOCK_READERS })
  @ReadsOwnWrites(BLOCK_PROJECTION)
  block(@Input() { body }: RouteInput<typeof getAllTradeInBlockRoute>) {
    return this.queryBus.execute(new GetBlockQuery(body, false));
  }

  @Endpoint(getBlockFiltersRoute, { allow: BLOCK_READERS })
  filters() {
    return this.queryBus.execute(new GetBlockFiltersQuery());
  }

  @Endpoint(getBlockVehicleDetailsRoute, { allow: BLOCK_READERS })
  @ReadsOwnWrites(BLOCK_PROJECTION)
  details(@Input() { query }: RouteInput<typeof getBlockVehicleDetailsRoute>, @Ctx() ctx: RequestContext) {
    const dealer = ctx.principal?.userTypeId === UserType.Dealer ? ctx.principal.userId : null;
    return this.queryBus.execute(new GetBlockItemQuery(query.tradeInId, dealer));
  }

  @Endpoint(getBlockManagementRoute, { allow: TRADE_IN_STAFF })
  @ReadsOwnWrites(BLOCK_PROJECTION)
  management(@Input() { body }: RouteInput<typeof getBlockManagementRoute>) {
    return this.queryBus.execute(new GetBlockQuery(body, true));
  }
}
