import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { setCompanyManagerRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { COMPANY_SELF_SERVICE } from '../../adapters/company-scope';
import { SetCompanyManagerCommand } from './set-company-manager.command';

@Controller()
export class SetCompanyManagerController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(setCompanyManagerRoute, { allow: COMPANY_SELF_SERVICE })
  set(@Input() { body }: RouteInput<typeof setCompanyManagerRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SetCompanyManagerCommand(body.companyId, body.userId, body.manager, ctx));
  }
}
