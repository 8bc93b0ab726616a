import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CONFIGURATION_ROUTES, type ConfigurationSection, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { COMPANY_EDITORS, COMPANY_SELF_SERVICE, COMPANY_STAFF, WIDGET_EDITORS } from '../../adapters/company-scope';
import { SaveConfigurationCommand } from './save-configuration.command';

type Body = RouteInput<(typeof CONFIGURATION_ROUTES)[ConfigurationSection]['save']>['body'];

/**
 * The save of each configuration section, by the spec's names (spec §7). Forms, promotions and directory are the
 * company's self-service (issue #45): staff, or a manager of the company.
 */
@Controller()
export class SaveConfigurationController {
  constructor(private readonly commands: CommandBus) {}

  private save(section: ConfigurationSection, body: Body, ctx: RequestContext) {
    return this.commands.execute(new SaveConfigurationCommand(body.companyId, section, body.expectedVersion, body.settings, ctx));
  }

  @Endpoint(CONFIGURATION_ROUTES.forms.save, { allow: COMPANY_SELF_SERVICE })
  forms(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('forms', body, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.promotions.save, { allow: COMPANY_SELF_SERVICE })
  promotions(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('promotions', body, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.directory.save, { allow: COMPANY_SELF_SERVICE })
  directory(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('directory', body, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.shopicar.save, { allow: COMPANY_EDITORS })
  shopicar(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('shopicar', body, ctx);
  }

  @Endpoint(CONFIGURATION_ROUTES.partner.save, { allow: COMPANY_EDITORS })
  partner(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('partner', body, ctx);
  }

  /** Shopitrade is the team's section too (spec §6 section 25, `/{lang}/shopicarTeam/shopitrade`): staff save it. */
  @Endpoint(CONFIGURATION_ROUTES.shopitrade.save, { allow: COMPANY_STAFF })
  shopitrade(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('shopitrade', body, ctx);
  }

  /** The widget is the dealer's own to change (ADR 0034): a dealer, their company's; staff, any company's. */
  @Endpoint(CONFIGURATION_ROUTES.widget.save, { allow: WIDGET_EDITORS })
  widget(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('widget', body, ctx);
  }

  /** The lead response target (issue #45 item 3, ADR 0074): the dealer's own to set, like the widget. */
  @Endpoint(CONFIGURATION_ROUTES.leads.save, { allow: WIDGET_EDITORS })
  leads(@Input() { body }: { body: Body }, @Ctx() ctx: RequestContext) {
    return this.save('leads', body, ctx);
  }
}
