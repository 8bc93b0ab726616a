import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IMPORT_ERROR_SECTIONS } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { ownedImport } from '../get-import-status/owned-import';
import { GetErrorsSectionsQuery } from './get-errors-sections.query';

/** get-errors-sections: an import's errors counted per section (every section, zero included). */
@QueryHandler(GetErrorsSectionsQuery)
export class GetErrorsSectionsHandler implements IQueryHandler<GetErrorsSectionsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ importId, ctx }: GetErrorsSectionsQuery) {
    await ownedImport(this.db, this.scopes, ctx, importId);
    const rows = await this.db.selectFrom('dealer.inventory_import_errors').select(['section', sql<string>`count(*)`.as('n')])
      .where('import_id', '=', importId).groupBy('section').execute();
    const counts = new Map(rows.map((r) => [r.section as string, Number(r.n)]));
    return { importId, items: IMPORT_ERROR_SECTIONS.map((section) => ({ section, count: counts.get(section) ?? 0 })) };
  }
}
