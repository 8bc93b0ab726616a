import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { trimsOf } from '../get-trims/trims';
import { GetEuTrimsQuery } from './get-eu-trims.query';

@QueryHandler(GetEuTrimsQuery)
export class GetEuTrimsHandler implements IQueryHandler<GetEuTrimsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetEuTrimsQuery) {
    const { input } = query;
    return trimsOf(this.db, input.query.modelId, 'eu', false);
  }
}
