import type { RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sessions } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { ReactivateAccountCommand } from './reactivate-account.command';

/** POST /user/reactivate-account: undoes the owner's deactivation. */
@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ meta: ctx }: ReactivateAccountCommand) {
    const { state } = await this.accounts.me(ctx);
    const outcome = await this.accounts.execute(state.userId, { type: 'ReactivateAccount', data: { now: ctx.now.toISOString() } }, ctx);
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    return { Status: 1 as const };
  }
}
