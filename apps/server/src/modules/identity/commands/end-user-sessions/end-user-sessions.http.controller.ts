import { endUserSessionsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { EndUserSessionsCommand } from './end-user-sessions.command';

@Controller()
export class EndUserSessionsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(endUserSessionsRoute, { allow: ADMINS, verified: true })
  endUserSessions(@Input() input: RouteInput<typeof endUserSessionsRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new EndUserSessionsCommand(input.body, ctx));
  }
}
