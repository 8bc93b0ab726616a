import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { heldRowsOf } from '../../process/inventory-import/held-rows';
import { ownedImport } from '../get-import-status/owned-import';
import { GetImportHoldsQuery } from './get-import-holds.query';

/** get-import-holds: an import's rows held for review, with their reasons and where each stands (issue #45 item 8). */
@QueryHandler(GetImportHoldsQuery)
export class GetImportHoldsHandler implements IQueryHandler<GetImportHoldsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ importId, ctx }: GetImportHoldsQuery) {
    await ownedImport(this.db, this.scopes, ctx, importId);
    return { importId, items: await heldRowsOf(this.db, importId) };
  }
}
