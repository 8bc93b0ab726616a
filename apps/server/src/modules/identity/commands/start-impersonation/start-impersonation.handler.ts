import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrors, type RegisteredUser } from '@marketplace/domain';
import { SESSION_TTL } from '../../adapters/session-store';
import { identityPrincipal, Sessions } from '../../adapters/sessions';
import { signInFirst, UserAccounts } from '../../streams/user-accounts';
import { StartImpersonationCommand } from './start-impersonation.command';

/**
 * GET /state/get-other-user-token (spec §4 impersonation): ends the admin's session and starts one that records
 * both the user and the admin, and the admin's reason on the ImpersonationStarted event. Never into a super admin (the decider refuses), never nested.
 */
@CommandHandler(StartImpersonationCommand)
export class StartImpersonationHandler implements ICommandHandler<StartImpersonationCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ targetUserId: targetId, reason, meta: ctx }: StartImpersonationCommand) {
    const principal = identityPrincipal(ctx)!;
    if (principal.impersonatorId) throw IdentityErrors.alreadyImpersonating();
    const admin = await this.accounts.load(principal.userId);
    if (admin.state.kind !== 'registered') throw signInFirst();
    const outcome = await this.accounts.execute(targetId, {
      type: 'StartImpersonation', data: { admin: { userId: admin.state.userId, userTypeId: admin.state.userTypeId }, reason, now: ctx.now.toISOString() },
    }, ctx);
    const target = outcome.state as RegisteredUser;
    const session = await this.sessions.start(ctx, {
      state: target, version: outcome.version, impersonatorId: admin.state.userId, persistent: false, ttlMs: SESSION_TTL.impersonationMs,
    });
    return { answer: { ...(await this.accounts.view(target, admin.state.userId)), Token: session.token }, cookies: { session } };
  }
}
