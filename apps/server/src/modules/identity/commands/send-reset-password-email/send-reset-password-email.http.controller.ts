import { type RouteInput, sendResetPasswordEmailRoute } from '@marketplace/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { SendResetPasswordEmailCommand } from './send-reset-password-email.command';

@Controller()
export class SendResetPasswordEmailHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(sendResetPasswordEmailRoute, { allow: 'public' })
  sendResetPasswordEmail(@Input() input: RouteInput<typeof sendResetPasswordEmailRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new SendResetPasswordEmailCommand(input.query.email, input.query.languageId, this.http.linkBase(req), ctx));
  }
}
