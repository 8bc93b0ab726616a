import { Inject, Injectable } from '@nestjs/common';
import type { CreateAdminUserBodySchema, EndUserSessionsBodySchema, UpdateUserFullBodySchema } from '@marketplace/contracts';
import {
  type AdminActor, assertPasswordPolicy, IdentityErrors, isKnownLanguageId, isUserType, parseEmail, parsePhone,
  type RegisteredUser, UserStatus, type UserStatusId, UserType, type UserTypeId,
} from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../../platform/http/request-context';
import { DB } from '../../../platform/tokens';
import { EMPTY_PERSONAL_DATA } from '../infrastructure/personal-data';
import { SessionStore } from '../infrastructure/session-store';
import { Account } from './account';
import { IdentityNotifier } from './identity-notifier';
import { Registration } from './registration';
import { SessionCookies } from './session-cookies';
import { identityPrincipal, Sessions } from './sessions';
import { UserAccounts } from './user-accounts';

/** Users management (spec §6): types 6 and 7 only (route declarations), and the decider's who-may-manage-whom rule. */
@Injectable()
export class Administration {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly registration: Registration,
    private readonly account: Account,
    private readonly sessions: Sessions,
    private readonly store: SessionStore,
    private readonly cookies: SessionCookies,
    private readonly notifier: IdentityNotifier,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  /** A user's company must exist (the dealer context owns companies); 0 or none means no company. */
  private async assertCompany(companyId: number | null | undefined, field: string) {
    // Loaded when first called, not with this file: dealer's module imports identity's (the lead card, ADR 0074), so a
    // load-time import either way would leave one of the two half-loaded.
    const { companyExists } = await import('../../dealer/dealer.public');
    if (companyId && !(await companyExists(this.db, companyId))) throw IdentityErrors.companyUnknown(field);
  }

  admin(ctx: RequestContext): AdminActor {
    const p = identityPrincipal(ctx)!;
    return { userId: p.userId, userTypeId: p.userTypeId };
  }

  /** POST /user/create-admin-user: a user of any type; without a password, a create-password link is mailed. */
  async createUser(body: z.output<typeof CreateAdminUserBodySchema>, ctx: RequestContext, req: FastifyRequest) {
    const email = parseEmail(body.Email, 'body.Email');
    if (body.Password !== undefined && body.Password !== '') assertPasswordPolicy(body.Password, 'body.Password');
    if (!isUserType(body.UserTypeId)) throw IdentityErrors.userTypeNotAllowed('body.UserTypeId');
    if (!isKnownLanguageId(body.Language_Id)) throw IdentityErrors.languageUnknown('body.Language_Id');
    const phone = parsePhone(body.Phone, 'body.Phone');
    await this.assertCompany(body.Company_ID, 'body.Company_ID');
    const created = await this.registration.provision({
      login: email,
      pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: body.FirstName.trim(), LastName: body.LastName.trim(), Phone: phone },
      password: body.Password ? body.Password : null,
      userTypeId: body.UserTypeId, languageId: body.Language_Id, companyId: body.Company_ID, confirmBy: 'email', admin: this.admin(ctx),
    }, ctx);
    const base = this.cookies.linkBase(req);
    if (body.Password) {
      await this.notifier.sendActivation({
        userId: created.userId, loginKey: created.loginKey, email, firstName: body.FirstName.trim() || null, languageId: body.Language_Id,
        brand: ctx.brand, base, now: ctx.now,
      });
    } else {
      await this.account.requestPasswordLink(created.state, email, body.FirstName.trim() || null, body.Language_Id, 'create', base, ctx);
    }
    return { Status: 1 as const, User_Guid: created.userId };
  }

  /** POST /user/update-user-full: type, status, company, sections. Suspending ends the user's sessions. */
  async updateAccess(body: z.output<typeof UpdateUserFullBodySchema>, ctx: RequestContext) {
    if (body.UserTypeId !== undefined && !isUserType(body.UserTypeId)) throw IdentityErrors.userTypeNotAllowed('body.UserTypeId');
    const statusIds: number[] = Object.values(UserStatus);
    if (body.ValueDomain_ID_UsersStatus !== undefined && !statusIds.includes(body.ValueDomain_ID_UsersStatus)) {
      throw IdentityErrors.statusUnknown('body.ValueDomain_ID_UsersStatus');
    }
    await this.assertCompany(body.Company_ID, 'body.Company_ID');
    const outcome = await this.accounts.execute(body.User_Guid, {
      type: 'UpdateAccess',
      data: {
        admin: this.admin(ctx), userTypeId: body.UserTypeId as UserTypeId | undefined, statusId: body.ValueDomain_ID_UsersStatus as UserStatusId | undefined,
        companyId: body.Company_ID, sections: body.Sections, now: ctx.now.toISOString(),
      },
    }, ctx);
    const state = outcome.state as RegisteredUser;
    if (state.statusId !== UserStatus.Active && outcome.events.some((e) => e.type === 'UserStatusChanged')) await this.sessions.endAllOf(state.userId);
    else if (outcome.events.length > 0) await this.sessions.refresh(state, outcome.version);
    return { Status: 1 as const };
  }

  /** POST /user/end-user-sessions. An admin (7) cannot end a super admin's sessions. */
  async endSessions(body: z.output<typeof EndUserSessionsBodySchema>, ctx: RequestContext) {
    const { state } = await this.accounts.load(body.User_Guid);
    if (state.kind !== 'registered') throw IdentityErrors.userNotFound();
    const admin = this.admin(ctx);
    if (admin.userTypeId !== UserType.SuperAdmin && state.userTypeId === UserType.SuperAdmin) throw IdentityErrors.notAllowedOnUser();
    const ended = await this.store.revokeAllOf(state.userId, body.DeviceId);
    return { Status: 1 as const, EndedSessions: ended };
  }

  /** Whether the caller may impersonate this user (for the confirmation modal). */
  canImpersonate(target: { userId: string; userTypeId: number; deleted: boolean }, ctx: RequestContext): boolean {
    const p = identityPrincipal(ctx)!;
    return !p.impersonatorId && !target.deleted && target.userId !== p.userId && target.userTypeId !== UserType.SuperAdmin;
  }
}
