import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { removeCompanyUserRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { COMPANY_SELF_SERVICE } from '../../adapters/company-scope';
import { RemoveCompanyUserCommand } from './remove-company-user.command';

@Controller()
export class RemoveCompanyUserController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(removeCompanyUserRoute, { allow: COMPANY_SELF_SERVICE })
  remove(@Input() { body }: RouteInput<typeof removeCompanyUserRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new RemoveCompanyUserCommand(body.companyId, body.userId, ctx));
  }
}
