import { getOtherUserTokenRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { StartImpersonationCommand } from './start-impersonation.command';

@Controller()
export class StartImpersonationHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(getOtherUserTokenRoute, { allow: USER_ADMINS, verified: true, getChangesState: true })
  async startImpersonation(@Input() input: RouteInput<typeof getOtherUserTokenRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.http.answer(req, reply, await this.commandBus.execute(new StartImpersonationCommand(input.query.userId, input.query.reason, ctx)));
  }
}
