import { endImpersonationRoute } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { EndImpersonationCommand } from './end-impersonation.command';

@Controller()
export class EndImpersonationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(endImpersonationRoute, { allow: 'authenticated' })
  endImpersonation(@Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.commandBus.execute(new EndImpersonationCommand(ctx, { req, reply }));
  }
}
