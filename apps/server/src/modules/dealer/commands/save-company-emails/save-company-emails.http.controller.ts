import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { saveCompanyEmailsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { COMPANY_SELF_SERVICE } from '../../adapters/company-scope';
import { SaveCompanyEmailsCommand } from './save-company-emails.command';

@Controller()
export class SaveCompanyEmailsController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(saveCompanyEmailsRoute, { allow: COMPANY_SELF_SERVICE })
  save(@Input() { body }: RouteInput<typeof saveCompanyEmailsRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SaveCompanyEmailsCommand(body.companyId, body.expectedVersion, body.emails, body.routes, ctx));
  }
}
