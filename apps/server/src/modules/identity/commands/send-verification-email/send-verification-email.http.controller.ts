import { sendVerificationEmailRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SendVerificationEmailCommand } from './send-verification-email.command';

@Controller()
export class SendVerificationEmailHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(sendVerificationEmailRoute, { allow: 'authenticated' })
  sendVerificationEmail(@Input() input: RouteInput<typeof sendVerificationEmailRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new SendVerificationEmailCommand(input.query.languageId, ctx, { req }));
  }
}
