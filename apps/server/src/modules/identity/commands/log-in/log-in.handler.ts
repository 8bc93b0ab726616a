import { Inject } from '@nestjs/common';
import type { RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNotThrottled, RATE_LIMITER, type RateLimiter, record } from '../../../../platform/rate-limit/rate-limiter';
import { Sessions } from '../../application/sessions';
import { UserAccounts } from '../../application/user-accounts';
import { throttles } from '../../infrastructure/identity-throttle';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { LogInCommand } from './log-in.command';

/**
 * POST /user/login. Unknown login and wrong password give the same answer ({Status: 0}) after the same work: a
 * password hash is verified either way (a dummy one for unknown accounts). Failures count per account and per IP;
 * over the limit, 429 whatever the password.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ body, meta: ctx, http: { req, reply } }: LogInCommand) {
    const loginKey = this.accounts.loginKeyOf(body.UserName);
    const checks = throttles.login(loginKey, ctx.ip);
    await assertNotThrottled(this.limiter, checks);
    const user = await this.verifyPassword(loginKey, body.Password);
    if (!user) {
      await record(this.limiter, checks);
      return { Status: 0 as const };
    }
    await this.limiter.reset(checks[0].key);
    await this.sessions.start(req, reply, ctx, { state: user.state, version: user.version, persistent: body.RememberMe });
    return this.accounts.view(user.state, null);
  }

  /** The user whose password this is, or null; constant work whether or not the account exists. */
  private async verifyPassword(loginKey: string, password: string): Promise<{ state: RegisteredUser; version: number } | null> {
    const holder = await this.accounts.holderOf(loginKey);
    const loaded = holder ? await this.accounts.load(holder) : null;
    const state = loaded?.state.kind === 'registered' ? loaded.state : null;
    const hash = state ? await this.accounts.passwordHash(state) : null;
    const ok = hash ? await this.hasher.verify(password, hash) : await this.hasher.verifyAgainstDummy(password);
    return ok && state && loaded ? { state, version: loaded.version } : null;
  }
}
