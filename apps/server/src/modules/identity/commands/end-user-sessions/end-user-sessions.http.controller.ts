import { endUserSessionsRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { EndUserSessionsCommand } from './end-user-sessions.command';

@Controller()
export class EndUserSessionsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(endUserSessionsRoute, { allow: USER_ADMINS, verified: true })
  endUserSessions(@Input() input: RouteInput<typeof endUserSessionsRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new EndUserSessionsCommand(input.body, ctx));
  }
}
