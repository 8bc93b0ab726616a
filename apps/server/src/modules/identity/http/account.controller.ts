import { Controller, Req, Res } from '@nestjs/common';
import {
  activateAccountRoute, dashboardSectionsRoute, deleteAccountSectionRoute, reactivateAccountRoute, resetPasswordRoute, type RouteInput,
  sendResetPasswordEmailRoute, sendSmsCodeRoute, sendVerificationEmailRoute, updateUserPasswordRoute, updateUserSelfRoute, verifySmsCodeRoute,
} from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { Account } from '../application/account';
import { identityPrincipal } from '../application/sessions';
import { UserQueries } from '../queries/user-queries';

@Controller()
export class AccountController {
  constructor(private readonly account: Account, private readonly queries: UserQueries) {}

  @Endpoint(sendVerificationEmailRoute, { allow: 'authenticated' })
  sendVerificationEmail(@Input() input: RouteInput<typeof sendVerificationEmailRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.account.sendVerificationEmail(input.query.languageId, ctx, req);
  }

  @Endpoint(activateAccountRoute, { allow: 'public' })
  activate(@Input() input: RouteInput<typeof activateAccountRoute>, @Ctx() ctx: RequestContext) {
    return this.account.activate(input.body.token, ctx);
  }

  @Endpoint(sendSmsCodeRoute, { allow: 'authenticated' })
  sendSmsCode(@Input() input: RouteInput<typeof sendSmsCodeRoute>, @Ctx() ctx: RequestContext) {
    return this.account.sendSmsCode(input.body.Phone, ctx);
  }

  @Endpoint(verifySmsCodeRoute, { allow: 'authenticated' })
  verifySmsCode(@Input() input: RouteInput<typeof verifySmsCodeRoute>, @Ctx() ctx: RequestContext) {
    return this.account.verifySmsCode(input.body.Phone, input.body.Code, ctx);
  }

  @Endpoint(sendResetPasswordEmailRoute, { allow: 'public' })
  sendResetPasswordEmail(@Input() input: RouteInput<typeof sendResetPasswordEmailRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.account.sendResetPasswordEmail(input.query.email, input.query.languageId, ctx, req);
  }

  @Endpoint(resetPasswordRoute, { allow: 'public' })
  resetPassword(@Input() input: RouteInput<typeof resetPasswordRoute>, @Ctx() ctx: RequestContext) {
    const fromBody = input.body !== undefined;
    return this.account.resetPassword({
      guid: fromBody ? input.body!.Guid : input.query.Guid,
      newPassword: fromBody ? input.body!.NewPassword : input.query.NewPassword,
      source: fromBody ? 'body' : 'query',
    }, ctx);
  }

  @Endpoint(reactivateAccountRoute, { allow: 'authenticated' })
  reactivate(@Ctx() ctx: RequestContext) {
    return this.account.reactivate(ctx);
  }

  @Endpoint(deleteAccountSectionRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  deleteAccountSection(@Input() input: RouteInput<typeof deleteAccountSectionRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.account.deleteOrDeactivate(input.body, ctx, req, reply);
  }

  @Endpoint(updateUserPasswordRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  updatePassword(@Input() input: RouteInput<typeof updateUserPasswordRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.account.changePassword(input.body, ctx, req, reply);
  }

  @Endpoint(updateUserSelfRoute, { allow: 'authenticated' })
  updateSelf(@Input() input: RouteInput<typeof updateUserSelfRoute>, @Ctx() ctx: RequestContext, @Req() req: FastifyRequest) {
    return this.account.updateProfile(identityPrincipal(ctx)!.userId, input.body, null, ctx, req);
  }

  @Endpoint(dashboardSectionsRoute, { allow: 'authenticated' })
  sections(@Ctx() ctx: RequestContext) {
    return this.queries.sections(identityPrincipal(ctx)!);
  }
}
