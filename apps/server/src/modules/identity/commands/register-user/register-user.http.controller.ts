import { registerRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { RegisterUserCommand } from './register-user.command';

@Controller()
export class RegisterUserHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(registerRoute, { allow: 'public' })
  async registerUser(@Input() input: RouteInput<typeof registerRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const command = new RegisterUserCommand(input.body, input.query, this.http.linkBase(req), ctx);
    return this.http.answer(req, reply, await this.commandBus.execute(command));
  }
}
