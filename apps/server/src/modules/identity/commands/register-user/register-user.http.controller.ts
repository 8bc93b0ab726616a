import { registerRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RegisterUserCommand } from './register-user.command';

@Controller()
export class RegisterUserHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(registerRoute, { allow: 'public' })
  registerUser(@Input() input: RouteInput<typeof registerRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.commandBus.execute(new RegisterUserCommand(input.body, input.query, ctx, { req, reply }));
  }
}
