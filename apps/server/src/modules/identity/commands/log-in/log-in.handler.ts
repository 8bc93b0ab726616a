import type { loginRoute, RouteResponse } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import type { RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';
import { assertNotThrottled, RATE_LIMITER, type RateLimiter, type ThrottleCheck } from '../../../../platform/rate-limit/rate-limiter';
import { IdentityNotifier } from '../../adapters/identity-notifier';
import { loginSlowdownSeconds, RULES, throttles } from '../../adapters/identity-throttle';
import { KnownDevices } from '../../adapters/known-devices';
import { PasswordHasher } from '../../adapters/password-hasher';
import { Sessions, type WithCookies } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { LogInCommand } from './log-in.command';

/**
 * POST /user/login. Unknown login and wrong password give the same answer ({Status: 0}) after the same work: a
 * password hash is verified either way (a dummy one for unknown accounts). Throttling (ADR 0022): a device that signed
 * in to the account before answers only to its own failure counter; any other device to its IP's, and past the
 * account's failure limit it waits between attempts (429 with the wait) while the owner is emailed once per window.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly devices: KnownDevices,
    private readonly notifier: IdentityNotifier,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ body, deviceToken, linkBase, meta: ctx }: LogInCommand): Promise<WithCookies<RouteResponse<typeof loginRoute>>> {
    const loginKey = this.accounts.loginKeyOf(body.UserName);
    const holder = await this.accounts.holderOf(loginKey);
    const device = await this.devices.knownFor(deviceToken, holder);
    const t = throttles.signIn(loginKey, ctx.ip, device);
    await assertNotThrottled(this.limiter, t.device ? [t.device] : [t.ip, t.slowdown]);
    const user = await this.verifyPassword(holder, body.Password);
    if (!user) {
      const [account] = await Promise.all([this.limiter.hit(t.account.key, t.account.rule), this.limiter.hit((t.device ?? t.ip).key, (t.device ?? t.ip).rule)]);
      if (account.count >= RULES.loginFailuresPerAccount.limit) {
        // The gate's window starts with this hit: unknown devices wait that long before their next attempt.
        await this.limiter.hit(t.slowdown.key, { ...t.slowdown.rule, windowSeconds: loginSlowdownSeconds(account.count) });
        if (holder) await this.alertOwner(holder, t.alert, account.count, ctx, linkBase);
      }
      return { answer: { Status: 0 as const }, cookies: {} };
    }
    // The right password of a suspended account: refused (identity.account_suspended), before anything is remembered.
    this.accounts.assertMaySignIn(user.state, ctx);
    // A known device's success leaves the account's count alone: the owner signing in does not give a guesser a fresh start.
    if (!t.device) await Promise.all(throttles.signInCountersOf(loginKey).map((key) => this.limiter.reset(key)));
    const knownDevice = await this.devices.remember(deviceToken, user.state.userId);
    const session = await this.sessions.start(ctx, { state: user.state, version: user.version, persistent: body.RememberMe });
    return { answer: await this.accounts.view(user.state, null), cookies: { device: knownDevice, session } };
  }

  /** The owner learns of the guessing once per window (the alert counter is the dedup key, shared by every instance). */
  private async alertOwner(userId: string, alert: ThrottleCheck, failures: number, ctx: RequestContext, base: string) {
    if ((await this.limiter.hit(alert.key, alert.rule)).count !== 1) return;
    this.notifier.background('identity.login-attempts', async () => {
      const { state } = await this.accounts.load(userId);
      if (state.kind !== 'registered') return;
      const pii = await this.accounts.personalData(state);
      if (!pii.Email) return;
      await this.notifier.sendLoginAttempts({ email: pii.Email, firstName: pii.FirstName || null, languageId: state.languageId, brand: ctx.brand, base, failures });
    });
  }

  /** The user whose password this is, or null; constant work whether or not the account exists. */
  private async verifyPassword(holder: string | null, password: string): Promise<{ state: RegisteredUser; version: number } | null> {
    const loaded = holder ? await this.accounts.load(holder) : null;
    const state = loaded?.state.kind === 'registered' ? loaded.state : null;
    const hash = state ? await this.accounts.passwordHash(state) : null;
    const ok = hash ? await this.hasher.verify(password, hash) : await this.hasher.verifyAgainstDummy(password);
    return ok && state && loaded ? { state, version: loaded.version } : null;
  }
}
