import { Inject } from '@nestjs/common';
import type { RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { AccountLifecycle } from '../../../../platform/account-lifecycle/account-lifecycle';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { Sessions, type WithCookies } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { CloseAccountCommand } from './close-account.command';

/**
 * POST /user/delete-account-section. 'deactivate' pauses the account; 'delete' (after CONTINUE) appends UserDeleted,
 * shreds the user's data key (every sealed field in the log becomes unreadable), frees the email and ends every
 * session. Read tables are scrubbed by the projections that see UserDeleted.
 */
@CommandHandler(CloseAccountCommand)
export class CloseAccountHandler implements ICommandHandler<CloseAccountCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly lifecycle: AccountLifecycle,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute({ body, meta: ctx }: CloseAccountCommand): Promise<WithCookies<{ Status: 1 }>> {
    const { state } = await this.accounts.me(ctx);
    if (body.Mode === 'deactivate') {
      await this.accounts.execute(state.userId, { type: 'DeactivateAccount', data: { now: ctx.now.toISOString() } }, ctx);
      // Paused activity: other modules let go of what the owner holds (the holds would lapse on their own otherwise).
      await this.lifecycle.deactivated(state.userId, ctx);
      return this.endSessions(state.userId, ctx);
    }
    await this.accounts.execute(state.userId, {
      type: 'DeleteAccount', data: { confirmation: body.Confirmation ?? '', blockers: await this.lifecycle.deletionBlockers(state.userId), now: ctx.now.toISOString() },
    }, ctx);
    await this.eraseAfterDeletion(state, ctx);
    return this.endSessions(state.userId, ctx);
  }

  private async endSessions(userId: string, ctx: RequestContext): Promise<WithCookies<{ Status: 1 }>> {
    const { requestSessionEnded } = await this.sessions.endAllOf(userId, ctx);
    return { answer: { Status: 1 as const }, cookies: requestSessionEnded ? { session: 'end' } : {} };
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
}
