import { Inject } from '@nestjs/common';
import { assertPasswordPolicy, type RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNotThrottled, RATE_LIMITER, type RateLimiter, record } from '../../../../platform/rate-limit/rate-limiter';
import { throttles } from '../../adapters/identity-throttle';
import { PasswordHasher } from '../../adapters/password-hasher';
import { identityPrincipal, Sessions } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { ChangePasswordCommand } from './change-password.command';

/** POST /user/update-user-password: proves the current password (throttled like logins), ends every session, renews this one. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ body, meta: ctx }: ChangePasswordCommand) {
    const principal = identityPrincipal(ctx)!;
    const { state } = await this.accounts.me(ctx);
    assertPasswordPolicy(body.NewPassword, 'body.NewPassword');
    const checks = throttles.login(state.loginKey, ctx.ip);
    await assertNotThrottled(this.limiter, checks);
    const current = await this.accounts.passwordHash(state);
    const currentPasswordVerified = current ? await this.hasher.verify(body.CurrentPassword, current) : false;
    if (!currentPasswordVerified) await record(this.limiter, checks);
    const hash = await this.hasher.hash(body.NewPassword);
    const outcome = await this.accounts.execute(state.userId, {
      type: 'ChangePassword', data: { credential: await this.accounts.seal(state.userId, { hash }), currentPasswordVerified, now: ctx.now.toISOString() },
    }, ctx);
    await this.sessions.endAllOf(state.userId);
    const session = await this.sessions.start({ ...ctx, principal: null }, {
      state: outcome.state as RegisteredUser, version: outcome.version, persistent: principal.persistent,
    });
    return { answer: { Status: 1 as const }, cookies: { session } };
  }
}
