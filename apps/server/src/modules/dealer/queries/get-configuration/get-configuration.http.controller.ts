import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CONFIGURATION_ROUTES, type ConfigurationSection } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_READERS } from '../../adapters/company-scope';
import { COMPANIES_PROJECTION } from '../get-companies/companies.projection';
import { GetConfigurationQuery } from './get-configuration.query';

type Query = { query: { companyId: number } };

/** The read of each configuration section, by the spec's names (spec §7) */
@Controller()
export class GetConfigurationController {
  constructor(private readonly queries: QueryBus) {}

  private get(section: ConfigurationSection, companyId: number, ctx: RequestContext) {
    return this.queries.execute(new GetConfigurationQuery(companyId, section, ctx));
  }

  @Endpoint(CONFIGURATION_ROUTES.forms.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  forms(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('forms', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.promotions.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  promotions(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('promotions', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.directory.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  directory(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('directory', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.shopicar.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  shopicar(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('shopicar', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.partner.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  partner(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('partner', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.shopitrade.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  shopitrade(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('shopitrade', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.widget.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  widget(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('widget', query.companyId, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.leads.get, { allow: COMPANY_READERS })
  @ReadsOwnWrites(COMPANIES_PROJECTION)
  leads(@Input() { query }: Query, @Ctx() ctx: RequestContext) {
    return this.get('leads', query.companyId, ctx);
  }
}
