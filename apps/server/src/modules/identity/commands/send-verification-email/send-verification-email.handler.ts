import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { IdentityNotifier } from '../../adapters/identity-notifier';
import { throttles } from '../../adapters/identity-throttle';
import { UserAccounts } from '../../streams/user-accounts';
import { SendVerificationEmailCommand } from './send-verification-email.command';

/**
 * POST /user/SendVerificationEmail: a new activation link to the signed-in user (nothing when already activated), in
 * the person's language (ADR 0060), whatever page asked.
 */
@CommandHandler(SendVerificationEmailCommand)
export class SendVerificationEmailHandler implements ICommandHandler<SendVerificationEmailCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly notifier: IdentityNotifier,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ linkBase, meta: ctx }: SendVerificationEmailCommand) {
    const { state } = await this.accounts.me(ctx);
    await consume(this.limiter, throttles.verificationEmail(state.userId));
    const pii = await this.accounts.personalData(state);
    if (!state.emailVerified && pii.Email) {
      await this.notifier.sendActivation({
        userId: state.userId, loginKey: state.loginKey, email: pii.Email, firstName: pii.FirstName || null,
        languageId: state.languageId, brand: ctx.brand, base: linkBase, now: ctx.now,
      });
    }
    return { Status: 1 as const };
  }
}
