import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { toColour } from '../../views/colour';
import { GetColoursQuery } from './get-colours.query';

@QueryHandler(GetColoursQuery)
export class GetColoursHandler implements IQueryHandler<GetColoursQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(_query: GetColoursQuery) {
    const rows = await this.db.selectFrom('catalog.colours').selectAll().orderBy('id').execute();
    return { items: rows.map(toColour) };
  }
}
