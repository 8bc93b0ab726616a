import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetImageYearsQuery } from './get-image-years.query';

@QueryHandler(GetImageYearsQuery)
export class GetImageYearsHandler implements IQueryHandler<GetImageYearsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute(_query: GetImageYearsQuery) {
    const rows = await this.db.selectFrom('catalog.trims').select('year').distinct().orderBy('year', 'desc').execute();
    return { items: rows.map((r) => r.year as number) };
  }
}
