import { notHeld } from '../leads/trial-limit';
import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../shared/company-scope';
import { DealerErrors } from '../../shared/dealer.errors';
import { leadSummaryOf } from '../leads/lead-rows';
import { GetShopitradeCompaniesQuery } from '../configurations/configurations.queries';
import { GetLeadsDetailsQuery, GetLeadShopitradeCompaniesQuery } from './get-leads-details.query';

/** One lead and its timeline; a dealer asking for another company's lead gets 404. */
@QueryHandler(GetLeadsDetailsQuery)
export class GetLeadsDetailsHandler implements IQueryHandler<GetLeadsDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ leadId, ctx }: GetLeadsDetailsQuery) {
    const row = await visibleLead(this.db, this.scopes, leadId, ctx);
    return { ...leadSummaryOf(row), brand: row.brand, timeline: row.timeline };
  }
}

/** The lead's row, if the caller may see it (a dealer: their company's leads only; not held over a trial); 404 otherwise. */
export async function visibleLead(db: Kysely<any>, scopes: CompanyScopes, leadId: string, ctx: GetLeadsDetailsQuery['ctx']) {
  const scope = await scopes.of(ctx, undefined);
  const row = await db.selectFrom('dealer.lead_intents').selectAll().where('lead_id', '=', leadId).where(notHeld).executeTakeFirst();
  if (!row || !CompanyScopes.covers(scope, row.company_id)) throw DealerErrors.leadNotFound();
  return row;
}

/** spec §7 get-lead-shopitrade-company-list: the Shopitrade companies a visible lead may be offered to, but its own. */
@QueryHandler(GetLeadShopitradeCompaniesQuery)
export class GetLeadShopitradeCompaniesHandler implements IQueryHandler<GetLeadShopitradeCompaniesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes, private readonly queries: QueryBus) {}

  async execute({ leadId, ctx }: GetLeadShopitradeCompaniesQuery) {
    const row = await visibleLead(this.db, this.scopes, leadId, ctx);
    const { items } = await this.queries.execute(new GetShopitradeCompaniesQuery());
    return { leadId, items: items.filter((c) => c.companyId !== row.company_id) };
  }
}
