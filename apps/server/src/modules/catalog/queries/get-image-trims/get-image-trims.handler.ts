import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetImageTrimsQuery } from './get-image-trims.query';

@QueryHandler(GetImageTrimsQuery)
export class GetImageTrimsHandler implements IQueryHandler<GetImageTrimsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ input: { query: { year, modelId } } }: GetImageTrimsQuery) {
    const rows = await this.db.selectFrom('catalog.trims').select(['id', 'name']).where('year', '=', year).where('model_id', '=', modelId)
      .orderBy('name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }
}
