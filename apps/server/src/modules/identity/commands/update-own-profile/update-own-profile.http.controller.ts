import { type RouteInput, updateUserSelfRoute } from '@marketplace/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { UpdateOwnProfileCommand } from './update-own-profile.command';

@Controller()
export class UpdateOwnProfileHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(updateUserSelfRoute, { allow: 'authenticated' })
  updateOwnProfile(@Input() input: RouteInput<typeof updateUserSelfRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new UpdateOwnProfileCommand(input.body, this.http.linkBase(req), ctx));
  }
}
