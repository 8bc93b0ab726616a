import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetImageModelsQuery } from './get-image-models.query';

@QueryHandler(GetImageModelsQuery)
export class GetImageModelsHandler implements IQueryHandler<GetImageModelsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ input: { query: { year, makeId } } }: GetImageModelsQuery) {
    const rows = await this.db.selectFrom('catalog.models as m').innerJoin('catalog.trims as t', 't.model_id', 'm.id')
      .select(['m.id', 'm.name']).distinct().where('t.year', '=', year).where('m.make_id', '=', makeId).orderBy('m.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }
}
