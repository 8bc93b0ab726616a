import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COMPANY_TYPES } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../shared/company-scope';
import { DealerErrors } from '../../shared/dealer.errors';
import { companyOf } from './companies.projection';
import { GetCompaniesQuery, GetCompanyQuery, GetCompanyTypesQuery } from './companies.queries';

/** Every company, by name (staff); `search` matches the name or the city. */
@QueryHandler(GetCompaniesQuery)
export class GetCompaniesHandler implements IQueryHandler<GetCompaniesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ search }: GetCompaniesQuery) {
    let q = this.db.selectFrom('dealer.companies').selectAll();
    if (search) q = q.where((eb) => eb.or([eb('name', 'ilike', `%${search}%`), eb('city', 'ilike', `%${search}%`)]));
    return { items: (await q.orderBy('name').orderBy('company_id').limit(500).execute()).map(companyOf) };
  }
}

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
    if (view === 'emails') return { companyId, emails: row.emails as string[], version: company.version };
    return company;
  }
}

@QueryHandler(GetCompanyTypesQuery)
export class GetCompanyTypesHandler implements IQueryHandler<GetCompanyTypesQuery> {
  execute() {
    return Promise.resolve({ items: COMPANY_TYPES.map((t) => ({ id: t.id, key: t.key })) });
  }
}
