import { DealerErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CompanyScopes } from '../../adapters/company-scope';
import { IMPORT_COLUMNS } from '../../process/inventory-import/inventory-imports';

/** An import the caller may see: staff, any; a dealer, their company's only (another's answers 404, like an unknown one). */
export async function ownedImport(db: Kysely<any>, scopes: CompanyScopes, ctx: RequestContext, importId: string) {
  const scope = await scopes.of(ctx, undefined);
  const row = await db.selectFrom('dealer.inventory_imports').select([...IMPORT_COLUMNS]).where('import_id', '=', importId).executeTakeFirst();
  if (!row || !CompanyScopes.covers(scope, row.company_id)) throw DealerErrors.importNotFound();
  return row;
}
