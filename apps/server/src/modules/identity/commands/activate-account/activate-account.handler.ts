import { Inject } from '@nestjs/common';
import { IdentityErrors, type RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { throttles } from '../../adapters/identity-throttle';
import { Sessions } from '../../adapters/sessions';
import { ActivationLinks } from '../../adapters/tokens';
import { UserAccounts } from '../../streams/user-accounts';
import { ActivateAccountCommand } from './activate-account.command';

/** POST /user/activate-account {token}: the stateless link's MAC binds the user, its expiry and their current email. */
@CommandHandler(ActivateAccountCommand)
export class ActivateAccountHandler implements ICommandHandler<ActivateAccountCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly activationLinks: ActivationLinks,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ token, meta: ctx }: ActivateAccountCommand) {
    await consume(this.limiter, throttles.activation(ctx.ip));
    const parsed = this.activationLinks.parse(token);
    if (!parsed) throw IdentityErrors.tokenInvalid('body.token');
    const { state } = await this.accounts.load(parsed.userId);
    if (state.kind !== 'registered' || !this.activationLinks.verify(parsed, state.loginKey)) throw IdentityErrors.tokenInvalid('body.token');
    const outcome = await this.accounts.execute(state.userId, {
      type: 'VerifyEmail', data: { loginKey: state.loginKey, expiresAt: parsed.expiresAt.toISOString(), now: ctx.now.toISOString() },
    }, ctx);
    if (outcome.events.length > 0) await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    return { Status: 1 as const };
  }
}
