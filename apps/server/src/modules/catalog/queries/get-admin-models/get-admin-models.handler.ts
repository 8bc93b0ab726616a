import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { adminModels } from './admin-models';
import { GetAdminModelsQuery } from './get-admin-models.query';

@QueryHandler(GetAdminModelsQuery)
export class GetAdminModelsHandler implements IQueryHandler<GetAdminModelsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetAdminModelsQuery) {
    const { input } = query;
    return adminModels(this.db, 'chrome', input.query.makeId);
  }
}
