import { Inject, Injectable } from '@nestjs/common';
import { type AdminActor, IdentityErrors, isDomainError, type RegisteredUser, userDecider } from '@marketplace/domain';
import { refusedWhileImpersonating } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { written } from '../../../platform/read-your-writes/write-position';
import { IdentityNotifier } from '../adapters/identity-notifier';
import { throttles } from '../adapters/identity-throttle';
import { Sessions } from '../adapters/sessions';
import { applyProfileInput, type ProfileInput } from './profile-input';
import { UserAccounts } from './user-accounts';

const OK = { Status: 1 as const };

/** A profile change on the user stream, by its owner (update-own-profile) or an administrator (update-user-profile). */
@Injectable()
export class ProfileUpdates {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly notifier: IdentityNotifier,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /**
   * Profile update, by the user (POST /user/update-user-self) or an administrator (POST /user/update-user). Every field
   * is validated before anything is written. A new email is claimed first (identity.email_already_taken), the old one
   * released after; the account then needs a new activation, mailed to the new address (links from `linkBase`). The
   * owner's changes of email share the activation-mail budget of SendVerificationEmail, and each address has its own
   * (no mail bombing through email changes). When a step after the claim fails (a concurrent change of the account
   * answers 409 identity.account_changed_concurrently), the claim is given back: an address is never left taken by no
   * account.
   */
  async update(userId: string, input: ProfileInput, admin: AdminActor | null, ctx: RequestContext, linkBase: string) {
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
        base: linkBase, now: ctx.now,
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
