import { Inject, Injectable } from '@nestjs/common';
import type { LoginBodySchema } from '@marketplace/contracts';
import { DomainError, IdentityErrors, type RegisteredUser, UserType } from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../../platform/http/request-context';
import { assertNotThrottled, RATE_LIMITER, type RateLimiter, record } from '../../../platform/rate-limit/rate-limiter';
import { DB } from '../../../platform/tokens';
import { throttles } from '../infrastructure/identity-throttle';
import { PasswordHasher } from '../infrastructure/password-hasher';
import { SESSION_TTL } from '../infrastructure/session-store';
import { randomToken, sha256 } from '../infrastructure/tokens';
import { identityPrincipal, Sessions } from './sessions';
import { UserAccounts } from './user-accounts';

const LOGIN_TOKEN_TTL_MS = 2 * 60_000;
const FAILED = { Status: 0 as const };

@Injectable()
export class Authentication {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  /**
   * POST /user/login. Unknown login and wrong password give the same answer ({Status: 0}) after the same work: a
   * password hash is verified either way (a dummy one for unknown accounts). Failures count per account and per IP;
   * over the limit, 429 whatever the password.
   */
  async login(body: z.output<typeof LoginBodySchema>, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const loginKey = this.accounts.loginKeyOf(body.UserName);
    const checks = throttles.login(loginKey, ctx.ip);
    await assertNotThrottled(this.limiter, checks);
    const user = await this.verifyPassword(loginKey, body.Password);
    if (!user) {
      await record(this.limiter, checks);
      return FAILED;
    }
    await this.limiter.reset(checks[0].key);
    await this.sessions.start(req, reply, ctx, { state: user.state, version: user.version, persistent: body.RememberMe });
    return this.accounts.view(user.state, null);
  }

  /** The user whose password this is, or null; constant work whether or not the account exists. */
  async verifyPassword(loginKey: string, password: string): Promise<{ state: RegisteredUser; version: number } | null> {
    const holder = await this.accounts.holderOf(loginKey);
    const loaded = holder ? await this.accounts.load(holder) : null;
    const state = loaded?.state.kind === 'registered' ? loaded.state : null;
    const hash = state ? await this.accounts.passwordHash(state) : null;
    const ok = hash ? await this.hasher.verify(password, hash) : await this.hasher.verifyAgainstDummy(password);
    return ok && state && loaded ? { state, version: loaded.version } : null;
  }

  /** GET /state/logout. */
  async logout(ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    await this.sessions.end(req, reply, ctx);
    return { Status: 1 as const };
  }

  /** POST /user/logout-everywhere. */
  async logoutEverywhere(ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const principal = identityPrincipal(ctx)!;
    await this.sessions.endAllOf(principal.userId, req, reply, ctx);
    return { Status: 1 as const };
  }

  /** POST /state/create-login-token: a one-time token (2 minutes) for GET /state/get-user-token. */
  async createLoginToken(ctx: RequestContext) {
    const principal = identityPrincipal(ctx)!;
    const token = randomToken();
    const expiresAt = new Date(ctx.now.getTime() + LOGIN_TOKEN_TTL_MS);
    await this.db.insertInto('identity.login_tokens').values({ token_hash: sha256(token), user_id: principal.userId, expires_at: expiresAt }).execute();
    return { Status: 1 as const, Token: token, ExpiresAt: expiresAt.toISOString() };
  }

  /** GET /state/get-user-token (spec §7 login by token): single use; {Status: 0} when unknown, used or expired. */
  async loginByToken(token: string, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const checks = throttles.loginToken(ctx.ip);
    await assertNotThrottled(this.limiter, checks);
    const { rows } = await sql<{ user_id: string }>`
      update identity.login_tokens set used_at = now()
       where token_hash = ${sha256(token)} and used_at is null and expires_at > now()
       returning user_id`.execute(this.db);
    const userId = rows[0]?.user_id;
    const loaded = userId ? await this.accounts.load(userId) : null;
    if (!loaded || loaded.state.kind !== 'registered') {
      await record(this.limiter, checks);
      return FAILED;
    }
    const sessionToken = await this.sessions.start(req, reply, ctx, { state: loaded.state, version: loaded.version, persistent: true });
    return { ...(await this.accounts.view(loaded.state, null)), Token: sessionToken };
  }

  /**
   * GET /state/get-other-user-token (spec §4 impersonation): ends the admin's session and starts one that records
   * both the user and the admin. Never into a super admin (the decider refuses), never nested.
   */
  async impersonate(targetId: string, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const principal = identityPrincipal(ctx)!;
    if (principal.impersonatorId) throw IdentityErrors.alreadyImpersonating();
    const admin = await this.accounts.load(principal.userId);
    if (admin.state.kind !== 'registered') throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
    const outcome = await this.accounts.execute(targetId, {
      type: 'StartImpersonation', data: { admin: { userId: admin.state.userId, userTypeId: admin.state.userTypeId }, now: ctx.now.toISOString() },
    }, ctx);
    const target = outcome.state as RegisteredUser;
    const token = await this.sessions.start(req, reply, ctx, {
      state: target, version: outcome.version, impersonatorId: admin.state.userId, persistent: false, ttlMs: SESSION_TTL.impersonationMs,
    });
    return { ...(await this.accounts.view(target, admin.state.userId)), Token: token };
  }

  /** POST /state/end-impersonation: back to the administrator (a fresh session), or signed out if they can no longer act. */
  async endImpersonation(ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const principal = identityPrincipal(ctx)!;
    if (!principal.impersonatorId) throw IdentityErrors.notImpersonating();
    await this.accounts.execute(principal.userId, { type: 'EndImpersonation', data: { impersonatorId: principal.impersonatorId, now: ctx.now.toISOString() } }, ctx);
    const admin = await this.accounts.load(principal.impersonatorId);
    const a = admin.state.kind === 'registered' ? admin.state : null;
    if (!a || a.statusId !== 1 || (a.userTypeId !== UserType.SuperAdmin && a.userTypeId !== UserType.Admin)) {
      await this.sessions.end(req, reply, ctx);
      throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in again');
    }
    await this.sessions.start(req, reply, ctx, { state: a, version: admin.version, persistent: false });
    return this.accounts.view(a, null);
  }
}
