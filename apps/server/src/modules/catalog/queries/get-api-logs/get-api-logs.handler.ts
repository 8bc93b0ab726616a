import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetApiLogsQuery } from './get-api-logs.query';

@QueryHandler(GetApiLogsQuery)
export class GetApiLogsHandler implements IQueryHandler<GetApiLogsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetApiLogsQuery) {
    const { input } = query;
    let qb = this.db.selectFrom('catalog.api_logs').selectAll();
    if (input.query.configId) qb = qb.where('config_id', '=', input.query.configId);
    const rows = await qb.orderBy('at', 'desc').orderBy('id', 'desc').limit(input.query.limit).execute();
    return {
      items: rows.map((r) => ({
        id: r.id, configId: r.config_id, provider: r.provider, at: (r.at as Date).toISOString(), operation: r.operation, outcome: r.outcome,
        durationMs: r.duration_ms, message: r.message,
      })),
    };
  }
}
