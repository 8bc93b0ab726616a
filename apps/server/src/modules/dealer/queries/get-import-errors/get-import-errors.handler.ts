import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { ownedImport } from '../get-import-status/owned-import';
import { GetImportErrorsQuery } from './get-import-errors.query';

/** get-notifications-errors: an import's errors in file order (line, then column order), optionally of one section. */
@QueryHandler(GetImportErrorsQuery)
export class GetImportErrorsHandler implements IQueryHandler<GetImportErrorsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters: f, ctx }: GetImportErrorsQuery) {
    await ownedImport(this.db, this.scopes, ctx, f.importId);
    let q = this.db.selectFrom('dealer.inventory_import_errors').where('import_id', '=', f.importId);
    if (f.section) q = q.where('section', '=', f.section);
    const [rows, count] = await Promise.all([
      q.select(['line', 'column_name', 'section', 'code', 'message']).orderBy('line').orderBy('seq').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      importId: f.importId, total: Number(count.n),
      items: rows.map((r) => ({ line: r.line, column: r.column_name, section: r.section, code: r.code, message: r.message })),
    };
  }
}
