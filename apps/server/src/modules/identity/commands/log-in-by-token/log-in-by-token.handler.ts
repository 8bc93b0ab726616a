import type { getUserTokenRoute, RouteResponse } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Kysely, sql } from 'kysely';
import { assertNotThrottled, RATE_LIMITER, type RateLimiter, record } from '../../../../platform/rate-limit/rate-limiter';
import { DB } from '../../../../platform/tokens';
import { throttles } from '../../adapters/identity-throttle';
import { Sessions, type WithCookies } from '../../adapters/sessions';
import { sha256 } from '../../adapters/tokens';
import { UserAccounts } from '../../streams/user-accounts';
import { LogInByTokenCommand } from './log-in-by-token.command';

/**
 * GET /state/get-user-token (spec §7 login by token): single use; {Status: 0} when unknown, used or expired; 403
 * identity.account_suspended when an administrator suspended the account since.
 */
@CommandHandler(LogInByTokenCommand)
export class LogInByTokenHandler implements ICommandHandler<LogInByTokenCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute({ token, meta: ctx }: LogInByTokenCommand): Promise<WithCookies<RouteResponse<typeof getUserTokenRoute>>> {
    const checks = throttles.loginToken(ctx.ip);
    await assertNotThrottled(this.limiter, checks);
    const { rows } = await sql<{ user_id: string }>`
      update identity.login_tokens set used_at = now()
       where token_hash = ${sha256(token)} and used_at is null and expires_at > ${ctx.now}
       returning user_id`.execute(this.db);
    const userId = rows[0]?.user_id;
    const loaded = userId ? await this.accounts.load(userId) : null;
    if (!loaded || loaded.state.kind !== 'registered') {
      await record(this.limiter, checks);
      return { answer: { Status: 0 as const }, cookies: {} };
    }
    // A token minted before a suspension dies with it (used above, and refused: identity.account_suspended).
    this.accounts.assertMaySignIn(loaded.state, ctx);
    const session = await this.sessions.start(ctx, { state: loaded.state, version: loaded.version, persistent: true });
    return { answer: { ...(await this.accounts.view(loaded.state, null)), Token: session.token }, cookies: { session } };
  }
}
