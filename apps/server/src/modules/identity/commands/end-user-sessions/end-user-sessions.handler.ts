import { IdentityErrors, UserType } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../adapters/session-store';
import { adminOf } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { EndUserSessionsCommand } from './end-user-sessions.command';

/** POST /user/end-user-sessions (all of a user's, or one device's). An admin (7) cannot end a super admin's sessions. */
@CommandHandler(EndUserSessionsCommand)
export class EndUserSessionsHandler implements ICommandHandler<EndUserSessionsCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly store: SessionStore,
  ) {}

  async execute({ body, meta: ctx }: EndUserSessionsCommand) {
    const { state } = await this.accounts.load(body.User_Guid);
    if (state.kind !== 'registered') throw IdentityErrors.userNotFound();
    const admin = adminOf(ctx);
    if (admin.userTypeId !== UserType.SuperAdmin && state.userTypeId === UserType.SuperAdmin) throw IdentityErrors.notAllowedOnUser();
    const ended = await this.store.revokeAllOf(state.userId, body.DeviceId);
    return { Status: 1 as const, EndedSessions: ended };
  }
}
