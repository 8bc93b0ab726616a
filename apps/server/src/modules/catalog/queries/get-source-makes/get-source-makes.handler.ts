import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetSourceMakesQuery } from './get-source-makes.query';

@QueryHandler(GetSourceMakesQuery)
export class GetSourceMakesHandler implements IQueryHandler<GetSourceMakesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetSourceMakesQuery) {
    const { input } = query;
    let qb = this.db.selectFrom('catalog.makes as k').innerJoin('catalog.models as m', 'm.make_id', 'k.id')
      .innerJoin('catalog.trims as t', 't.model_id', 'm.id').select(['k.id', 'k.name']).distinct()
      .where('m.data_source', '=', input.query.dataSource);
    if (input.query.year) qb = qb.where('t.year', '=', input.query.year);
    const rows = await qb.orderBy('k.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }
}
