import { linkPendingSocialRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { LinkPendingSocialAccountCommand } from './link-pending-social-account.command';

@Controller()
export class LinkPendingSocialAccountHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  @Endpoint(linkPendingSocialRoute, { allow: 'public' })
  async link(@Input() input: RouteInput<typeof linkPendingSocialRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const command = new LinkPendingSocialAccountCommand(input.body.Password, this.http.socialLinkToken(req), this.http.deviceToken(req), ctx);
    return this.http.answer(req, reply, await this.commandBus.execute(command));
  }
}
