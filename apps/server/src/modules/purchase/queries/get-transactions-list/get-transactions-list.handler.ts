import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { buyerOf } from '../../streams/buyer';
import { GetTransactionsListQuery } from './get-transactions-list.query';

/** Spec §3 Transaction list, oldest first; cancelled transactions are left out. */
@QueryHandler(GetTransactionsListQuery)
export class GetTransactionsListHandler implements IQueryHandler<GetTransactionsListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ctx }: GetTransactionsListQuery) {
    const rows = await this.db.selectFrom('purchase.transaction_list').selectAll().where('user_id', '=', buyerOf(ctx)).where('status', '!=', 'cancelled')
      .orderBy('started_at').orderBy('transaction_id').execute();
    return rows.map((r) => ({
      TransactionId: r.transaction_id, PhotoUrl: r.photo_url, Make: r.make, Model: r.model, Year: r.year, Version: r.trim, SourceId: r.vehicle_id,
      DocumentSigned: r.contract_url !== null, Status: r.status, DateCreated: r.started_at,
    }));
  }
}
