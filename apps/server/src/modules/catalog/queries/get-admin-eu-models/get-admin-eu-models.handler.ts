import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { adminModels } from '../get-admin-models/admin-models';
import { GetAdminEuModelsQuery } from './get-admin-eu-models.query';

@QueryHandler(GetAdminEuModelsQuery)
export class GetAdminEuModelsHandler implements IQueryHandler<GetAdminEuModelsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetAdminEuModelsQuery) {
    const { input } = query;
    return adminModels(this.db, 'eu', input.query.makeId);
  }
}
