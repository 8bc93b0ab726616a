import { getOtherUserTokenRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { StartImpersonationCommand } from './start-impersonation.command';

@Controller()
export class StartImpersonationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(getOtherUserTokenRoute, { allow: ADMINS, verified: true, getChangesState: true })
  startImpersonation(@Input() input: RouteInput<typeof getOtherUserTokenRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.commandBus.execute(new StartImpersonationCommand(input.query.userId, ctx, { req, reply }));
  }
}
