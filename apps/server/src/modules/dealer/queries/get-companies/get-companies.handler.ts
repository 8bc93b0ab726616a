import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { companyOf } from './companies.projection';
import { GetCompaniesQuery } from './get-companies.query';

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
