import { DealerErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CompanyScopes } from '../../adapters/company-scope';
import { notHeld } from '../get-leads/trial-limit';

/** The lead's row, if the caller may see it (a dealer: their company's leads only; not held over a trial); 404 otherwise. */
export async function visibleLead(db: Kysely<any>, scopes: CompanyScopes, leadId: string, ctx: RequestContext) {
  const scope = await scopes.of(ctx, undefined);
  const row = await db.selectFrom('dealer.lead_intents').selectAll().where('lead_id', '=', leadId).where(notHeld).executeTakeFirst();
  if (!row || !CompanyScopes.covers(scope, row.company_id)) throw DealerErrors.leadNotFound();
  return row;
}
