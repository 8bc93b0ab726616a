import { getAdviserQueueRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetAdviserQueueQuery } from './adviser-queue.query';

/** Reads the details rows waiting for advisers (partial index on status). */
@QueryHandler(GetAdviserQueueQuery)
export class GetAdviserQueueHandler implements IQueryHandler<GetAdviserQueueQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute() {
    const rows = await this.db.selectFrom('trade_in.trade_ins').select(['id', 'vehicle', 'adviser_reason', 'adviser_note', 'updated_at', 'version'])
      .where('status', '=', 'with_advisers').orderBy('updated_at').orderBy('id').limit(500).execute();
    return getAdviserQueueRoute.response.parse({
      items: rows.map((r) => ({ tradeInId: r.id, vehicle: r.vehicle, reason: r.adviser_reason, note: r.adviser_note ?? null, since: new Date(r.updated_at).toISOString(), version: r.version })),
    });
  }
}
