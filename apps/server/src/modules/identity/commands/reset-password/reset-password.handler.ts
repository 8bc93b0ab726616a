import { Inject } from '@nestjs/common';
import { assertPasswordPolicy, DomainError, IdentityErrors, type RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { throttles } from '../../adapters/identity-throttle';
import { PasswordHasher } from '../../adapters/password-hasher';
import { Sessions } from '../../adapters/sessions';
import { resetLinks } from '../../adapters/tokens';
import { UserAccounts } from '../../streams/user-accounts';
import { ResetPasswordCommand } from './reset-password.command';

/** POST /user/reset-password (reset and create-password): single use, one hour; ends every session of the user. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ reset: input, meta: ctx }: ResetPasswordCommand) {
    await consume(this.limiter, throttles.resetPassword(ctx.ip));
    const field = (name: string) => `${input.source}.${name}`;
    if (!input.guid) throw new DomainError('identity.token_required', 'validation', 'Required', field('Guid'));
    if (!input.newPassword) throw new DomainError('identity.password_required', 'validation', 'Required', field('NewPassword'));
    assertPasswordPolicy(input.newPassword, field('NewPassword'));
    const parsed = resetLinks.parse(input.guid);
    if (!parsed) throw IdentityErrors.tokenInvalid(field('Guid'));
    const { state } = await this.accounts.load(parsed.userId);
    if (state.kind !== 'registered' || state.pendingReset?.tokenHash !== parsed.tokenHash) throw IdentityErrors.tokenInvalid(field('Guid'));
    const hash = await this.hasher.hash(input.newPassword);
    const outcome = await this.accounts.execute(state.userId, {
      type: 'ResetPassword',
      data: { tokenHash: parsed.tokenHash, credential: await this.accounts.seal(state.userId, { hash }), field: field('Guid'), now: ctx.now.toISOString() },
    }, ctx);
    await this.sessions.endAllOf(state.userId);
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    // The owner proved their email: a guesser's failures no longer slow their next sign-in (ADR 0022).
    await Promise.all(throttles.signInCountersOf(state.loginKey).map((key) => this.limiter.reset(key)));
    return { Status: 1 as const };
  }
}
