import { type RouteInput, socialStartRoute } from '@marketplace/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { IdentityHttp } from '../../adapters/identity-http';
import { StartSocialSignInCommand } from './start-social-sign-in.command';

@Controller()
export class StartSocialSignInHttpController {
  constructor(private readonly commandBus: CommandBus, private readonly http: IdentityHttp) {}

  /** Public and a plain navigation (a button's link); the state, PKCE verifier and nonce stay on the server. */
  @Endpoint(socialStartRoute, { allow: 'public', getChangesState: true })
  async start(@Input() input: RouteInput<typeof socialStartRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const command = new StartSocialSignInCommand(input.params.provider, input.query.lang, input.query.mode, this.http.linkBase(req), ctx);
    reply.header('location', this.http.answer(req, reply, await this.commandBus.execute(command)));
  }
}
