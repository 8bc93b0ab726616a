import { createAdminUserRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { CreateUserCommand } from './create-user.command';

@Controller()
export class CreateUserHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(createAdminUserRoute, { allow: USER_ADMINS, verified: true })
  createUser(@Input() input: RouteInput<typeof createAdminUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new CreateUserCommand(input.body, this.http.linkBase(req), ctx));
  }
}
