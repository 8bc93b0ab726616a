import { TRADE_IN_STAFF } from '@marketplace/domain';
import { getAdviserQueueRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint } from '../../../../platform/http/endpoint';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { TRADE_IN_DETAILS_PROJECTION } from '../get-trade-in-details/trade-in-details.projection';
import { GetAdviserQueueQuery } from './adviser-queue.query';

@Controller()
export class AdviserQueueHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getAdviserQueueRoute, { allow: TRADE_IN_STAFF })
  @ReadsOwnWrites(TRADE_IN_DETAILS_PROJECTION)
  queue() {
    return this.queryBus.execute(new GetAdviserQueueQuery());
  }
}
