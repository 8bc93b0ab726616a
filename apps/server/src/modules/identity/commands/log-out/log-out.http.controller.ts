import { logoutRoute } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { LogOutCommand } from './log-out.command';

@Controller()
export class LogOutHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(logoutRoute, { allow: 'public', getChangesState: true })
  async logOut(@Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.http.answer(req, reply, await this.commandBus.execute(new LogOutCommand(ctx)));
  }
}
