import { Controller, Req, Res } from '@nestjs/common';
import {
  createLoginTokenRoute, currentUserRoute, endImpersonationRoute, getLanguagesRoute, getOtherUserTokenRoute, getUserTokenRoute, loginRoute,
  logoutEverywhereRoute, logoutRoute, registerRoute, type RouteInput,
} from '@marketplace/contracts';
import { LANGUAGES, UserType } from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { Authentication } from '../application/authentication';
import { Registration } from '../application/registration';
import { identityPrincipal } from '../application/sessions';
import { UserQueries } from '../queries/user-queries';

const ADMINS = [UserType.SuperAdmin, UserType.Admin] as const;

@Controller()
export class SessionController {
  constructor(private readonly registration: Registration, private readonly auth: Authentication, private readonly queries: UserQueries) {}

  @Endpoint(getLanguagesRoute, { allow: 'public' })
  languages() {
    return LANGUAGES.map((l) => ({ ID: l.id, Key: l.key, Name: l.name }));
  }

  @Endpoint(registerRoute, { allow: 'public' })
  register(@Input() input: RouteInput<typeof registerRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.registration.register(input.body, input.query, ctx, req, reply);
  }

  @Endpoint(loginRoute, { allow: 'public' })
  login(@Input() input: RouteInput<typeof loginRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.auth.login(input.body, ctx, req, reply);
  }

  @Endpoint(currentUserRoute, { allow: 'authenticated' })
  current(@Ctx() ctx: RequestContext) {
    return this.queries.current(identityPrincipal(ctx)!);
  }

  @Endpoint(logoutRoute, { allow: 'public', getChangesState: true })
  logout(@Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.auth.logout(ctx, req, reply);
  }

  @Endpoint(logoutEverywhereRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  logoutEverywhere(@Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.auth.logoutEverywhere(ctx, req, reply);
  }

  @Endpoint(createLoginTokenRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  createLoginToken(@Ctx() ctx: RequestContext) {
    return this.auth.createLoginToken(ctx);
  }

  @Endpoint(getUserTokenRoute, { allow: 'public', getChangesState: true })
  loginByToken(@Input() input: RouteInput<typeof getUserTokenRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.auth.loginByToken(input.query.token, ctx, req, reply);
  }

  @Endpoint(getOtherUserTokenRoute, { allow: ADMINS, verified: true, getChangesState: true })
  impersonate(@Input() input: RouteInput<typeof getOtherUserTokenRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.auth.impersonate(input.query.userId, ctx, req, reply);
  }

  @Endpoint(endImpersonationRoute, { allow: 'authenticated' })
  endImpersonation(@Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.auth.endImpersonation(ctx, req, reply);
  }
}
