import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { visibleLead } from '../get-leads-details/visible-lead';
import { GetShopitradeCompaniesQuery } from '../get-shopitrade-companies/get-shopitrade-companies.query';
import { GetLeadShopitradeCompaniesQuery } from './get-lead-shopitrade-companies.query';

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
