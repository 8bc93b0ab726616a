import type { Kysely } from 'kysely';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { CompanyScopes } from '../../adapters/company-scope';
import { importOf, IMPORT_COLUMNS } from '../../process/inventory-import/inventory-imports';

/** The imports the caller may see (a company, or all for staff), with an optional notification status. */
export async function importsIn(db: Kysely<any>, scopes: CompanyScopes, ctx: RequestContext, f: { companyId?: number; page: number; pageSize: number; status?: string }) {
  const scope = await scopes.of(ctx, f.companyId);
  let q = db.selectFrom('dealer.inventory_imports');
  if (scope.kind === 'company') q = q.where('company_id', '=', scope.companyId);
  const listed = f.status ? q.where('notification_status', '=', f.status) : q;
  const [rows, count] = await Promise.all([
    listed.select([...IMPORT_COLUMNS]).orderBy('created_at', 'desc').orderBy('import_id').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { q, items: rows.map(importOf), total: Number(count.n) };
}
