import { type RouteInput, updateUserRoute } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { UpdateUserProfileCommand } from './update-user-profile.command';

@Controller()
export class UpdateUserProfileHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(updateUserRoute, { allow: USER_ADMINS, verified: true })
  updateUserProfile(@Input() input: RouteInput<typeof updateUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new UpdateUserProfileCommand(input.body, this.http.linkBase(req), ctx));
  }
}
