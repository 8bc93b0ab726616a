import { getUserTokenRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { LogInByTokenCommand } from './log-in-by-token.command';

@Controller()
export class LogInByTokenHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(getUserTokenRoute, { allow: 'public', getChangesState: true })
  async logInByToken(@Input() input: RouteInput<typeof getUserTokenRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.http.answer(req, reply, await this.commandBus.execute(new LogInByTokenCommand(input.query.token, ctx)));
  }
}
