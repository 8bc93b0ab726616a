import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetMakesQuery } from './get-makes.query';

@QueryHandler(GetMakesQuery)
export class GetMakesHandler implements IQueryHandler<GetMakesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(_query: GetMakesQuery) {
    const rows = await this.db.selectFrom('catalog.makes as k').select(['k.id', 'k.name'])
      .where('k.active', '=', true)
      .where((eb) => eb.exists(eb.selectFrom('catalog.models as m').select('m.id')
        .whereRef('m.make_id', '=', 'k.id').where('m.active', '=', true).where('m.data_source', '=', 'chrome')))
      .orderBy('k.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }
}
