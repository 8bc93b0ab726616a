import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, IdentityErrors, UserType } from '@marketplace/domain';
import { identityPrincipal, Sessions } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { EndImpersonationCommand } from './end-impersonation.command';

/** POST /state/end-impersonation: back to the administrator (a fresh session), or signed out if they can no longer act. */
@CommandHandler(EndImpersonationCommand)
export class EndImpersonationHandler implements ICommandHandler<EndImpersonationCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ meta: ctx }: EndImpersonationCommand) {
    const principal = identityPrincipal(ctx)!;
    if (!principal.impersonatorId) throw IdentityErrors.notImpersonating();
    await this.accounts.execute(principal.userId, { type: 'EndImpersonation', data: { impersonatorId: principal.impersonatorId, now: ctx.now.toISOString() } }, ctx);
    const admin = await this.accounts.load(principal.impersonatorId);
    const a = admin.state.kind === 'registered' ? admin.state : null;
    if (!a || a.statusId !== 1 || (a.userTypeId !== UserType.SuperAdmin && a.userTypeId !== UserType.Admin)) {
      await this.sessions.end(ctx);
      return { answer: null, cookies: { session: 'end' as const }, refusal: new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in again') };
    }
    const session = await this.sessions.start(ctx, { state: a, version: admin.version, persistent: false });
    return { answer: await this.accounts.view(a, null), cookies: { session } };
  }
}
