import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, IdentityErrors, UserType } from '@marketplace/domain';
import { identityPrincipal, Sessions } from '../../application/sessions';
import { UserAccounts } from '../../application/user-accounts';
import { EndImpersonationCommand } from './end-impersonation.command';

/** POST /state/end-impersonation: back to the administrator (a fresh session), or signed out if they can no longer act. */
@CommandHandler(EndImpersonationCommand)
export class EndImpersonationHandler implements ICommandHandler<EndImpersonationCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ meta: ctx, http: { req, reply } }: EndImpersonationCommand) {
    const principal = identityPrincipal(ctx)!;
    if (!principal.impersonatorId) throw IdentityErrors.notImpersonating();
    await this.accounts.execute(principal.userId, { type: 'EndImpersonation', data: { impersonatorId: principal.impersonatorId, now: ctx.now.toISOString() } }, ctx);
    const admin = await this.accounts.load(principal.impersonatorId);
    const a = admin.state.kind === 'registered' ? admin.state : null;
    if (!a || a.statusId !== 1 || (a.userTypeId !== UserType.SuperAdmin && a.userTypeId !== UserType.Admin)) {
      await this.sessions.end(req, reply, ctx);
      throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in again');
    }
    await this.sessions.start(req, reply, ctx, { state: a, version: admin.version, persistent: false });
    return this.accounts.view(a, null);
  }
}
