import { updateUserRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { UpdateUserProfileCommand } from './update-user-profile.command';

@Controller()
export class UpdateUserProfileHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(updateUserRoute, { allow: ADMINS, verified: true })
  updateUserProfile(@Input() input: RouteInput<typeof updateUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new UpdateUserProfileCommand(input.body, ctx, { req }));
  }
}
