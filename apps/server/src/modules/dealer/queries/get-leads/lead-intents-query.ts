import { sql, type Kysely } from 'kysely';
import { notHeld } from './trial-limit';
import type { CompanyScope } from '../../adapters/company-scope';

/** The filters lead management and the dashboard share (spec §3); each screen adds its own. */
export interface LeadIntentFilters {
  readonly id?: string;
  readonly type?: string;
  readonly status?: string;
  readonly make?: string;
  readonly model?: string;
  /** The customers a name filter matched (identity answers them, ADR 0025); an empty list matches no lead. */
  readonly customerUserIds?: readonly string[];
}

/** dealer.lead_intents created in `range`, within the caller's company scope and the given filters. */
export function leadIntentsIn(db: Kysely<any>, scope: CompanyScope, range: { readonly from: string; readonly until: string }, f: LeadIntentFilters) {
  // Leads held over the company's trial are not shown until a paid plan releases them (ADR 0032).
  let q = db.selectFrom('dealer.lead_intents').where('created_at', '>=', range.from).where('created_at', '<', range.until).where(notHeld);
  if (scope.kind === 'company') q = q.where('company_id', '=', scope.companyId);
  if (f.id) q = q.where('lead_id', '=', f.id);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.make) q = q.where('make', 'ilike', f.make);
  if (f.model) q = q.where('model', 'ilike', f.model);
  if (f.customerUserIds) q = f.customerUserIds.length === 0 ? q.where(sql<boolean>`false`) : q.where('customer_user_id', 'in', f.customerUserIds);
  return q;
}
