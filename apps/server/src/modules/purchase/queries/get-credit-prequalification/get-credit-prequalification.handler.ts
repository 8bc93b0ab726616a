import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { buyerOf } from '../../shared/buyer';
import { creditDecisionOf } from '../../shared/credit-decision';
import { GetCreditPrequalificationQuery } from './get-credit-prequalification.query';

/** Step 3's pre-fill: the buyer's pre-qualification younger than 30 days, from credit's public API. */
@QueryHandler(GetCreditPrequalificationQuery)
export class GetCreditPrequalificationHandler implements IQueryHandler<GetCreditPrequalificationQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ ctx }: GetCreditPrequalificationQuery) {
    return { prequalification: await creditDecisionOf(this.db, this.store, buyerOf(ctx), ctx.now) };
  }
}
