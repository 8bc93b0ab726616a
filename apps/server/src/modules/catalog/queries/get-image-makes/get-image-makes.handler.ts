import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetImageMakesQuery } from './get-image-makes.query';

@QueryHandler(GetImageMakesQuery)
export class GetImageMakesHandler implements IQueryHandler<GetImageMakesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ input: { query: { year } } }: GetImageMakesQuery) {
    const rows = await this.db.selectFrom('catalog.makes as k').innerJoin('catalog.models as m', 'm.make_id', 'k.id')
      .innerJoin('catalog.trims as t', 't.model_id', 'm.id').select(['k.id', 'k.name']).distinct()
      .where('t.year', '=', year).orderBy('k.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }
}
