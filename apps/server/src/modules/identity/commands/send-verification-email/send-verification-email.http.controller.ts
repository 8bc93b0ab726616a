import { type RouteInput, sendVerificationEmailRoute } from '@marketplace/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { SendVerificationEmailCommand } from './send-verification-email.command';

@Controller()
export class SendVerificationEmailHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(sendVerificationEmailRoute, { allow: 'authenticated' })
  sendVerificationEmail(@Input() input: RouteInput<typeof sendVerificationEmailRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new SendVerificationEmailCommand(input.query.languageId, this.http.linkBase(req), ctx));
  }
}
