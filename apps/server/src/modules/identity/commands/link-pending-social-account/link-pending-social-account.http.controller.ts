import { linkPendingSocialRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { LinkPendingSocialAccountCommand } from './link-pending-social-account.command';

@Controller()
export class LinkPendingSocialAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(linkPendingSocialRoute, { allow: 'public' })
  link(@Input() input: RouteInput<typeof linkPendingSocialRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.commandBus.execute(new LinkPendingSocialAccountCommand(input.body.Password, ctx, { req, reply }));
  }
}
