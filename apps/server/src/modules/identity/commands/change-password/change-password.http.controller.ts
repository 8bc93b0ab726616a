import { type RouteInput, updateUserPasswordRoute } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { ChangePasswordCommand } from './change-password.command';

@Controller()
export class ChangePasswordHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(updateUserPasswordRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  async changePassword(@Input() input: RouteInput<typeof updateUserPasswordRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.http.answer(req, reply, await this.commandBus.execute(new ChangePasswordCommand(input.body, ctx)));
  }
}
