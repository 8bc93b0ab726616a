import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONFIGURATION_DEFAULTS } from '@marketplace/contracts';
import { DealerErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { GetConfigurationQuery } from './get-configuration.query';

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
