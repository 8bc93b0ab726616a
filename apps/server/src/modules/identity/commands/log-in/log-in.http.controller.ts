import { loginRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { LogInCommand } from './log-in.command';

@Controller()
export class LogInHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(loginRoute, { allow: 'public' })
  async logIn(@Input() input: RouteInput<typeof loginRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const command = new LogInCommand(input.body, this.http.deviceToken(req), this.http.linkBase(req), ctx);
    return this.http.answer(req, reply, await this.commandBus.execute(command));
  }
}
