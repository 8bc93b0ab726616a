import { TradeInDetailsSchema, type TradeInDetails } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetCurrentTradeInQuery, GetTradeInDetailsQuery } from './get-trade-in-details.query';
import { rowFromTable } from './trade-in-details.projection';

function details(row: unknown): TradeInDetails {
  const { ownerId: _owner, photoFiles: _files, committedTo: _committedTo, ...shown } = rowFromTable(row);
  return TradeInDetailsSchema.parse(shown);
}

@QueryHandler(GetTradeInDetailsQuery)
export class GetTradeInDetailsHandler implements IQueryHandler<GetTradeInDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ tradeInId, ownerId }: GetTradeInDetailsQuery) {
    const row = await this.db.selectFrom('trade_in.trade_ins').selectAll().where('id', '=', tradeInId).where('owner_id', '=', ownerId).executeTakeFirst();
    return row ? details(row) : null;
  }
}

@QueryHandler(GetCurrentTradeInQuery)
export class GetCurrentTradeInHandler implements IQueryHandler<GetCurrentTradeInQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ownerId }: GetCurrentTradeInQuery) {
    const row = await this.db.selectFrom('trade_in.trade_ins').selectAll().where('owner_id', '=', ownerId).where('status', '!=', 'discarded')
      .orderBy('started_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
    return row ? details(row) : null;
  }
}
