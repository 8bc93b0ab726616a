import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { IdentityNotifier } from '../../adapters/identity-notifier';
import { throttles } from '../../adapters/identity-throttle';
import { PasswordLinks } from '../../streams/password-links';
import { UserAccounts } from '../../streams/user-accounts';
import { SendResetPasswordEmailCommand } from './send-reset-password-email.command';

/**
 * POST /user/send-reset-password-email?languageId&email. Always {Status: 1}: whether the account exists is never
 * revealed, neither by the answer nor by its timing (the link is recorded and mailed after the answer). The email is
 * in the account's language (ADR 0060): the page's languageId is accepted (spec §3) but the person chose theirs.
 */
@CommandHandler(SendResetPasswordEmailCommand)
export class SendResetPasswordEmailHandler implements ICommandHandler<SendResetPasswordEmailCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly passwordLinks: PasswordLinks,
    private readonly notifier: IdentityNotifier,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ email, linkBase: base, meta: ctx }: SendResetPasswordEmailCommand) {
    const loginKey = this.accounts.loginKeyOf(email);
    await consume(this.limiter, throttles.recovery(loginKey, ctx.ip));
    const holder = await this.accounts.holderOf(loginKey);
    if (holder) {
      this.notifier.background('identity.reset-password', async () => {
        const { state } = await this.accounts.load(holder);
        if (state.kind !== 'registered') return;
        const pii = await this.accounts.personalData(state);
        if (!pii.Email) return;
        await this.passwordLinks.request(state, pii.Email, pii.FirstName || null, state.languageId, 'reset', base, ctx);
      });
    }
    return { Status: 1 as const };
  }
}
