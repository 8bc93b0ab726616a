import { createAdminUserRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreateUserCommand } from './create-user.command';

@Controller()
export class CreateUserHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(createAdminUserRoute, { allow: ADMINS, verified: true })
  createUser(@Input() input: RouteInput<typeof createAdminUserRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.commandBus.execute(new CreateUserCommand(input.body, ctx, { req }));
  }
}
