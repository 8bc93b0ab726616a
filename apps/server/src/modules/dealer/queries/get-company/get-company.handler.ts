import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerErrors } from '@marketplace/domain';
import type { LeadRouteBody } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { companyOf } from '../get-companies/companies.projection';
import { GetCompanyQuery } from './get-company.query';

/** One company (details, makes or lead emails); a dealer reads only their own, another or an unknown one is 404. */
@QueryHandler(GetCompanyQuery)
export class GetCompanyHandler implements IQueryHandler<GetCompanyQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ companyId, view, ctx }: GetCompanyQuery) {
    await this.scopes.of(ctx, companyId);
    const row = await this.db.selectFrom('dealer.companies').selectAll().where('company_id', '=', companyId).executeTakeFirst();
    if (!row) throw DealerErrors.companyNotFound();
    const company = companyOf(row);
    if (view === 'makes') return { companyId, makes: company.makes };
    if (view === 'emails') return { companyId, emails: row.emails as string[], routes: (row.lead_routes ?? []) as LeadRouteBody[], version: company.version };
    return company;
  }
}
