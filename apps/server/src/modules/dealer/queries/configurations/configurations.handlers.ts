import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONFIGURATION_DEFAULTS } from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../shared/company-scope';
import { DealerErrors } from '../../shared/dealer.errors';
import { GetConfigurationQuery, GetShopitradeCompaniesQuery } from './configurations.queries';

/** One configuration section of a company (its defaults until saved); a dealer reads only their own company. */
@QueryHandler(GetConfigurationQuery)
export class GetConfigurationHandler implements IQueryHandler<GetConfigurationQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ companyId, section, ctx }: GetConfigurationQuery) {
    await this.scopes.of(ctx, companyId);
    const row = await this.db.selectFrom('dealer.companies').select(['version', 'configurations']).where('company_id', '=', companyId).executeTakeFirst();
    if (!row) throw DealerErrors.companyNotFound();
    return { companyId, version: row.version, settings: { ...CONFIGURATION_DEFAULTS[section], ...(row.configurations[section] ?? {}) } };
  }
}

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
