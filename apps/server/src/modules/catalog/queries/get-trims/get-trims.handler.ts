import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { trimsOf } from './trims';
import { GetTrimsQuery } from './get-trims.query';

@QueryHandler(GetTrimsQuery)
export class GetTrimsHandler implements IQueryHandler<GetTrimsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetTrimsQuery) {
    const { input } = query;
    return trimsOf(this.db, input.query.modelId, 'chrome', true);
  }
}
