import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { toConfig } from '../../views/api-config';
import { GetApiConfigsQuery } from './get-api-configs.query';

@QueryHandler(GetApiConfigsQuery)
export class GetApiConfigsHandler implements IQueryHandler<GetApiConfigsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(_query: GetApiConfigsQuery) {
    const rows = await this.db.selectFrom('catalog.api_configs').selectAll().orderBy('id').execute();
    return { items: rows.map(toConfig) };
  }
}
