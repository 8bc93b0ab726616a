import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetYearsQuery } from './get-years.query';

@QueryHandler(GetYearsQuery)
export class GetYearsHandler implements IQueryHandler<GetYearsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetYearsQuery) {
    const { input } = query;
    const rows = await this.db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .select('t.year').distinct().where('m.data_source', '=', input.query.dataSource).orderBy('t.year', 'desc').execute();
    return { items: rows.map((r) => r.year as number) };
  }
}
