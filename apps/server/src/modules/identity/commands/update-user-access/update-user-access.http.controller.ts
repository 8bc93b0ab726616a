import { updateUserFullRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { UpdateUserAccessCommand } from './update-user-access.command';

@Controller()
export class UpdateUserAccessHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(updateUserFullRoute, { allow: USER_ADMINS, verified: true })
  updateUserAccess(@Input() input: RouteInput<typeof updateUserFullRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new UpdateUserAccessCommand(input.body, ctx));
  }
}
