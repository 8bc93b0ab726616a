import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserAccounts } from '../../streams/user-accounts';
import { UnlinkSocialAccountCommand } from './unlink-social-account.command';

/** POST /user/unlink-social-account: never the last way to sign in (the decider refuses it); the provider account is free again. */
@CommandHandler(UnlinkSocialAccountCommand)
export class UnlinkSocialAccountHandler implements ICommandHandler<UnlinkSocialAccountCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ provider, meta: ctx }: UnlinkSocialAccountCommand) {
    const userId = ctx.principal!.userId;
    const { state } = await this.accounts.load(userId);
    const subjectKey = state.kind === 'registered' ? state.socialAccounts[provider] : undefined;
    await this.accounts.execute(userId, { type: 'UnlinkSocialAccount', data: { provider, now: ctx.now.toISOString() } }, ctx);
    if (subjectKey) await this.accounts.release(subjectKey, userId, ctx);
    return { Status: 1 as const };
  }
}
