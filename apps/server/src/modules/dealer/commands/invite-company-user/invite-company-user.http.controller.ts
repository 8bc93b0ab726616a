import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { inviteCompanyUserRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../platform/config/config';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import { publicBaseUrl } from '../../../../platform/http/local-host';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CONFIG } from '../../../../platform/tokens';
import { COMPANY_SELF_SERVICE } from '../../adapters/company-scope';
import { InviteCompanyUserCommand } from './invite-company-user.command';

@Controller()
export class InviteCompanyUserController {
  constructor(private readonly commands: CommandBus, @Inject(CONFIG) private readonly config: AppConfig) {}

  @Endpoint(inviteCompanyUserRoute, { allow: COMPANY_SELF_SERVICE })
  invite(@Input() { body }: RouteInput<typeof inviteCompanyUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commands.execute(new InviteCompanyUserCommand(
      body.companyId, body.email, body.firstName, body.lastName, body.language, publicBaseUrl(this.config, req), ctx,
    ));
  }
}
