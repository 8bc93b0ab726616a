import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetShopitradeCompaniesQuery } from './get-shopitrade-companies.query';

/** The companies taking part in Shopitrade, by name. */
@QueryHandler(GetShopitradeCompaniesQuery)
export class GetShopitradeCompaniesHandler implements IQueryHandler<GetShopitradeCompaniesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute() {
    const rows = await this.db.selectFrom('dealer.companies').select(['company_id', 'name', sql<number>`(configurations->'shopitrade'->>'marginPercent')::float8`.as('margin')])
      .where(sql<boolean>`(configurations->'shopitrade'->>'enabled')::boolean`).orderBy('name').execute();
    return { items: rows.map((r) => ({ companyId: r.company_id, name: r.name, marginPercent: r.margin })) };
  }
}
