import { loginRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LogInCommand } from './log-in.command';

@Controller()
export class LogInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(loginRoute, { allow: 'public' })
  logIn(@Input() input: RouteInput<typeof loginRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.commandBus.execute(new LogInCommand(input.body, ctx, { req, reply }));
  }
}
