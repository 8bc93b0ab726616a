import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { importOf } from '../../process/inventory-import/inventory-imports';
import { ownedImport } from './owned-import';
import { GetImportStatusQuery } from './get-import-status.query';

/** get-notifications-import-status: one import's status and progress. */
@QueryHandler(GetImportStatusQuery)
export class GetImportStatusHandler implements IQueryHandler<GetImportStatusQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ importId, ctx }: GetImportStatusQuery) {
    return importOf(await ownedImport(this.db, this.scopes, ctx, importId));
  }
}
