import { Inject, Injectable } from '@nestjs/common';
import type { DeleteAccountBodySchema, UpdateUserPasswordBodySchema } from '@marketplace/contracts';
import {
  type AdminActor, assertPasswordPolicy, DomainError, IdentityErrors, isDomainError, parsePhone, type RegisteredUser, userDecider,
} from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AccountLifecycle } from '../../../platform/account-lifecycle/account-lifecycle';
import type { RequestContext } from '../../../platform/http/request-context';
import { assertNotThrottled, consume, RATE_LIMITER, type RateLimiter, record } from '../../../platform/rate-limit/rate-limiter';
import { DB } from '../../../platform/tokens';
import { written } from '../../../platform/read-your-writes/write-position';
import { throttles } from '../infrastructure/identity-throttle';
import { PasswordHasher } from '../infrastructure/password-hasher';
import { ActivationLinks, resetLinks } from '../infrastructure/tokens';
import { IdentityNotifier } from './identity-notifier';
import { PhoneVerification } from './phone-verification';
import { applyProfileInput, type ProfileInput } from './profile-input';
import { SessionCookies } from './session-cookies';
import { refusedWhileImpersonating } from '../../../platform/http/endpoint';
import { identityPrincipal, Sessions } from './sessions';
import { UserAccounts } from './user-accounts';

const OK = { Status: 1 as const };

/** Self-service account flows: activation, SMS codes, recovery, password, profile, deactivation and deletion. */
@Injectable()
export class Account {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly cookies: SessionCookies,
    private readonly notifier: IdentityNotifier,
    private readonly phones: PhoneVerification,
    private readonly activationLinks: ActivationLinks,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly lifecycle: AccountLifecycle,
  ) {}

  private async me(ctx: RequestContext): Promise<{ state: RegisteredUser; version: number }> {
    const principal = identityPrincipal(ctx);
    if (!principal) throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
    const { state, version } = await this.accounts.load(principal.userId);
    if (state.kind !== 'registered') throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
    return { state, version };
  }

  /**
   * POST /user/SendVerificationEmail: a new activation link to the signed-in user (nothing when already activated), in
   * the person's language (ADR 0060), whatever page asked.
   */
  async sendVerificationEmail(ctx: RequestContext, req: FastifyRequest) {
    const { state } = await this.me(ctx);
    await consume(this.limiter, throttles.verificationEmail(state.userId));
    const pii = await this.accounts.personalData(state);
    if (!state.emailVerified && pii.Email) {
      await this.notifier.sendActivation({
        userId: state.userId, loginKey: state.loginKey, email: pii.Email, firstName: pii.FirstName || null,
        languageId: state.languageId, brand: ctx.brand, base: this.cookies.linkBase(req), now: ctx.now,
      });
    }
    return OK;
  }

  /** POST /user/activate-account {token}. */
  async activate(token: string, ctx: RequestContext) {
    await consume(this.limiter, throttles.activation(ctx.ip));
    const parsed = this.activationLinks.parse(token);
    if (!parsed) throw IdentityErrors.tokenInvalid('body.token');
    const { state } = await this.accounts.load(parsed.userId);
    if (state.kind !== 'registered' || !this.activationLinks.verify(parsed, state.loginKey)) throw IdentityErrors.tokenInvalid('body.token');
    const outcome = await this.accounts.execute(state.userId, {
      type: 'VerifyEmail', data: { loginKey: state.loginKey, expiresAt: parsed.expiresAt.toISOString(), now: ctx.now.toISOString() },
    }, ctx);
    if (outcome.events.length > 0) await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    return OK;
  }

  /** POST /user/SendSmsCode. */
  async sendSmsCode(phoneInput: string | undefined, ctx: RequestContext) {
    const { state } = await this.me(ctx);
    const pii = await this.accounts.personalData(state);
    const phone = parsePhone(phoneInput ?? (pii.Phone || pii.Cell), 'body.Phone');
    if (!phone) throw IdentityErrors.phoneRequired('body.Phone');
    await consume(this.limiter, throttles.smsSend(state.userId, ctx.ip, this.accounts.phoneKeyOf(phone)));
    await this.phones.sendCode(state, phone, ctx);
    return OK;
  }

  /** POST /user/VerifySmsCode. A wrong code is recorded (5 per code at most) and answered identity.code_invalid. */
  async verifySmsCode(phoneInput: string | undefined, code: string, ctx: RequestContext) {
    await consume(this.limiter, throttles.smsVerify(ctx.ip));
    const { state } = await this.me(ctx);
    if (!state.phoneCode) throw IdentityErrors.codeInvalid();
    const phone = phoneInput !== undefined
      ? parsePhone(phoneInput, 'body.Phone')
      : (await this.accounts.open<{ phone: string }>(state.userId, state.phoneCode.phone))?.phone ?? '';
    const pii = await this.accounts.personalData(state);
    const outcome = await this.accounts.execute(state.userId, {
      type: 'VerifyPhoneCode',
      data: {
        phoneKey: this.accounts.phoneKeyOf(phone), codeHash: this.accounts.codeHashOf(state.userId, code),
        pii: await this.accounts.seal(state.userId, { ...pii, Phone: phone }), now: ctx.now.toISOString(),
      },
    }, ctx);
    if (outcome.events.some((e) => e.type === 'PhoneCodeRejected')) throw IdentityErrors.codeInvalid();
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    return OK;
  }

  /**
   * POST /user/send-reset-password-email?languageId&email. Always {Status: 1}: whether the account exists is never
   * revealed, neither by the answer nor by its timing (the link is recorded and mailed after the answer). The email is
   * in the account's language (ADR 0060): the page's languageId is accepted (spec §3) but the person chose theirs.
   */
  async sendResetPasswordEmail(email: string, ctx: RequestContext, req: FastifyRequest) {
    const loginKey = this.accounts.loginKeyOf(email);
    await consume(this.limiter, throttles.recovery(loginKey, ctx.ip));
    const holder = await this.accounts.holderOf(loginKey);
    const base = this.cookies.linkBase(req);
    if (holder) {
      this.notifier.background('identity.reset-password', async () => {
        const { state } = await this.accounts.load(holder);
        if (state.kind !== 'registered') return;
        const pii = await this.accounts.personalData(state);
        if (!pii.Email) return;
        await this.requestPasswordLink(state, pii.Email, pii.FirstName || null, state.languageId, 'reset', base, ctx);
      });
    }
    return OK;
  }

  /** Records a reset or create-password link (PasswordResetRequested) and mails it. */
  async requestPasswordLink(state: RegisteredUser, email: string, firstName: string | null, languageId: number, purpose: 'reset' | 'create', base: string, ctx: RequestContext) {
    const link = resetLinks.create(state.userId);
    await this.accounts.execute(state.userId, { type: 'RequestPasswordReset', data: { tokenHash: link.tokenHash, purpose, now: ctx.now.toISOString() } }, ctx);
    await this.notifier.sendPasswordLink({ email, firstName, languageId, brand: ctx.brand, base, token: link.token, purpose });
  }

  /** POST /user/reset-password (reset and create-password): single use, one hour; ends every session of the user. */
  async resetPassword(input: { guid?: string; newPassword?: string; source: 'query' | 'body' }, ctx: RequestContext) {
    await consume(this.limiter, throttles.resetPassword(ctx.ip));
    const field = (name: string) => `${input.source}.${name}`;
    if (!input.guid) throw new DomainError('identity.token_required', 'validation', 'Required', field('Guid'));
    if (!input.newPassword) throw new DomainError('identity.password_required', 'validation', 'Required', field('NewPassword'));
    assertPasswordPolicy(input.newPassword, field('NewPassword'));
    const parsed = resetLinks.parse(input.guid);
    if (!parsed) throw IdentityErrors.tokenInvalid(field('Guid'));
    const { state } = await this.accounts.load(parsed.userId);
    if (state.kind !== 'registered' || state.pendingReset?.tokenHash !== parsed.tokenHash) throw IdentityErrors.tokenInvalid(field('Guid'));
    const hash = await this.hasher.hash(input.newPassword);
    const outcome = await this.accounts.execute(state.userId, {
      type: 'ResetPassword',
      data: { tokenHash: parsed.tokenHash, credential: await this.accounts.seal(state.userId, { hash }), field: field('Guid'), now: ctx.now.toISOString() },
    }, ctx);
    await this.sessions.endAllOf(state.userId);
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    // The owner proved their email: a guesser's failures no longer slow their next sign-in (ADR 0022).
    await Promise.all(throttles.signInCountersOf(state.loginKey).map((key) => this.limiter.reset(key)));
    return OK;
  }

  /** POST /user/reactivate-account. */
  async reactivate(ctx: RequestContext) {
    const { state } = await this.me(ctx);
    const outcome = await this.accounts.execute(state.userId, { type: 'ReactivateAccount', data: { now: ctx.now.toISOString() } }, ctx);
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    return OK;
  }

  /**
   * POST /user/delete-account-section. 'deactivate' pauses the account; 'delete' (after CONTINUE) appends UserDeleted,
   * shreds the user's data key (every sealed field in the log becomes unreadable), frees the email and ends every
   * session. Read tables are scrubbed by the projections that see UserDeleted.
   */
  async deleteOrDeactivate(body: z.output<typeof DeleteAccountBodySchema>, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const { state } = await this.me(ctx);
    if (body.Mode === 'deactivate') {
      await this.accounts.execute(state.userId, { type: 'DeactivateAccount', data: { now: ctx.now.toISOString() } }, ctx);
      // Paused activity: other modules let go of what the owner holds (the holds would lapse on their own otherwise).
      await this.lifecycle.deactivated(state.userId, ctx);
      await this.sessions.endAllOf(state.userId, req, reply, ctx);
      return OK;
    }
    await this.accounts.execute(state.userId, {
      type: 'DeleteAccount', data: { confirmation: body.Confirmation ?? '', blockers: await this.lifecycle.deletionBlockers(state.userId), now: ctx.now.toISOString() },
    }, ctx);
    await this.eraseAfterDeletion(state, ctx);
    await this.sessions.endAllOf(state.userId, req, reply, ctx);
    return OK;
  }

  /** What follows UserDeleted (the session-guard projection repeats the idempotent parts if this is interrupted). */
  private async eraseAfterDeletion(state: RegisteredUser, ctx: RequestContext) {
    await this.accounts.shred(state.userId);
    await this.accounts.release(state.loginKey, state.userId, ctx);
    // The provider accounts it held are free again (a later sign-in with them starts a new account).
    for (const subjectKey of Object.values(state.socialAccounts)) if (subjectKey) await this.accounts.release(subjectKey, state.userId, ctx);
    await this.db.deleteFrom('identity.social_pending_links').where('user_id', '=', state.userId).execute();
    await this.db.deleteFrom('identity.social_flows').where('user_id', '=', state.userId).execute();
    await this.db.deleteFrom('identity.devices').where('user_id', '=', state.userId).execute();
    await this.db.deleteFrom('identity.known_devices').where('user_id', '=', state.userId).execute();
    await this.db.deleteFrom('identity.login_tokens').where('user_id', '=', state.userId).execute();
    await this.db.deleteFrom('identity.reminder_opt_outs').where('user_id', '=', state.userId).execute();
  }

  /** POST /user/update-user-password: proves the current password (throttled like logins), ends every session, renews this one. */
  async changePassword(body: z.output<typeof UpdateUserPasswordBodySchema>, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const { state } = await this.me(ctx);
    assertPasswordPolicy(body.NewPassword, 'body.NewPassword');
    const checks = throttles.login(state.loginKey, ctx.ip);
    await assertNotThrottled(this.limiter, checks);
    const current = await this.accounts.passwordHash(state);
    const currentPasswordVerified = current ? await this.hasher.verify(body.CurrentPassword, current) : false;
    if (!currentPasswordVerified) await record(this.limiter, checks);
    const hash = await this.hasher.hash(body.NewPassword);
    const outcome = await this.accounts.execute(state.userId, {
      type: 'ChangePassword', data: { credential: await this.accounts.seal(state.userId, { hash }), currentPasswordVerified, now: ctx.now.toISOString() },
    }, ctx);
    await this.sessions.endAllOf(state.userId);
    const principal = identityPrincipal(ctx)!;
    await this.sessions.start(req, reply, { ...ctx, principal: null }, {
      state: outcome.state as RegisteredUser, version: outcome.version, persistent: principal.persistent,
    });
    return OK;
  }

  /**
   * Profile update, by the user (POST /user/update-user-self) or an administrator (POST /user/update-user). Every field
   * is validated before anything is written. A new email is claimed first (identity.email_already_taken), the old one
   * released after; the account then needs a new activation, mailed to the new address. The owner's changes of email
   * share the activation-mail budget of SendVerificationEmail, and each address has its own (no mail bombing through
   * email changes). When a step after the claim fails (a concurrent change of the account answers 409
   * identity.account_changed_concurrently), the claim is given back: an address is never left taken by no account.
   */
  async updateProfile(userId: string, input: ProfileInput, admin: AdminActor | null, ctx: RequestContext, req: FastifyRequest) {
    const { state } = await this.accounts.load(userId);
    if (state.kind !== 'registered') throw IdentityErrors.userNotFound();
    const current = await this.accounts.personalData(state);
    const change = applyProfileInput(current, state.languageId, input, ctx.now);
    if (change.newEmail && !admin && ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
    const now = ctx.now.toISOString();
    if (change.newEmail) {
      const pii = { ...change.pii, Email: change.newEmail, UserName: current.UserName === current.Email ? change.newEmail : change.pii.UserName };
      const loginKey = this.accounts.loginKeyOf(change.newEmail);
      // Check the actor's rights before claiming anything.
      if (admin) userDeciderDryRunAdmin(state, admin);
      if (!admin) await consume(this.limiter, throttles.emailChange(userId, loginKey));
      const taken = await this.accounts.claim(loginKey, userId, ctx);
      let outcome;
      try {
        if (change.profileChanged) {
          await this.accounts.execute(userId, {
            type: 'UpdateProfile', data: { pii: await this.accounts.seal(userId, change.pii), phoneKey: this.accounts.phoneKeyOf(change.pii.Phone), languageId: change.languageId, admin, now },
          }, ctx);
        }
        outcome = await this.accounts.execute(userId, { type: 'ChangeEmail', data: { loginKey, pii: await this.accounts.seal(userId, pii), admin, now } }, ctx);
      } catch (error) {
        if (taken) await this.releaseUnlessCurrent(loginKey, userId, ctx);
        if (isDomainError(error) && error.code === 'identity.account_changed_concurrently') throw IdentityErrors.accountChangedConcurrently('body.Email');
        throw error;
      }
      const changed = outcome.events.find((e) => e.type === 'EmailChanged');
      // Nothing changed: a concurrent request already made this very change (and mailed the link).
      if (!changed) return OK;
      // The address the change replaced (the one read at the start may have been changed concurrently since).
      await this.accounts.release(changed.data.previousLoginKey, userId, ctx);
      await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
      await this.notifier.sendActivation({
        userId, loginKey, email: change.newEmail, firstName: pii.FirstName || null, languageId: change.languageId, brand: ctx.brand,
        base: this.cookies.linkBase(req), now: ctx.now,
      });
      return OK;
    }
    if (!change.profileChanged) {
      if (admin) userDeciderDryRunAdmin(state, admin);
      return OK;
    }
    const outcome = await this.accounts.execute(userId, {
      type: 'UpdateProfile', data: { pii: await this.accounts.seal(userId, change.pii), phoneKey: this.accounts.phoneKeyOf(change.pii.Phone), languageId: change.languageId, admin, now },
    }, ctx);
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    // Where it was written: the person's next read waiting on identity.users (e.g. a PDF in the language just chosen) sees it.
    return written(OK, outcome.append?.position ?? null);
  }

  /** Gives back a login claim taken for a change that failed, unless the account uses it after all (a concurrent twin). */
  private async releaseUnlessCurrent(loginKey: string, userId: string, ctx: RequestContext) {
    const { state } = await this.accounts.load(userId);
    if (state.kind === 'registered' && state.loginKey === loginKey) return;
    await this.accounts.release(loginKey, userId, ctx);
  }
}

/** Runs the decider on a no-op profile command to learn whether the administrator may act on this user. */
function userDeciderDryRunAdmin(state: RegisteredUser, admin: AdminActor) {
  userDecider.decide({ type: 'UpdateProfile', data: { pii: state.pii, phoneKey: state.phoneKey, languageId: state.languageId, admin, now: new Date(0).toISOString() } }, state);
}
