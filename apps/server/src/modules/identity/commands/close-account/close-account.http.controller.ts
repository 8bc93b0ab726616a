import { deleteAccountSectionRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { CloseAccountCommand } from './close-account.command';

@Controller()
export class CloseAccountHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(deleteAccountSectionRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  async closeAccount(@Input() input: RouteInput<typeof deleteAccountSectionRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.http.answer(req, reply, await this.commandBus.execute(new CloseAccountCommand(input.body, ctx)));
  }
}
