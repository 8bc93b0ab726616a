import { type RouteInput, socialCallbackRoute } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { CompleteSocialSignInCommand } from './complete-social-sign-in.command';

@Controller()
export class CompleteSocialSignInHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  /**
   * Public, and necessarily cross-site (the provider sends the browser here), so not `getChangesState`: what stands
   * in for the CSRF pair is the state, single use and bound to the browser that started the flow (Social.Flow cookie).
   */
  @Endpoint(socialCallbackRoute, { allow: 'public' })
  async complete(@Input() input: RouteInput<typeof socialCallbackRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const browser = this.http.takeSocialFlow(req, reply);
    const command = new CompleteSocialSignInCommand(input.params.provider, input.query, browser, this.http.deviceToken(req), this.http.linkBase(req), ctx);
    reply.header('location', this.http.answer(req, reply, await this.commandBus.execute(command)));
  }
}
