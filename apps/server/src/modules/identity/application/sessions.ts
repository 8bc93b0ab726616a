import { Inject, Injectable } from '@nestjs/common';
import type { RegisteredUser } from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';
import type { RequestContext, SessionPrincipal } from '../../../platform/http/request-context';
import type { SessionResolver } from '../../../platform/http/session-resolver';
import { CONFIG } from '../../../platform/tokens';
import { type IdentityPrincipal, SESSION_TTL, SessionStore } from '../infrastructure/session-store';
import { SessionCookies } from './session-cookies';
import { UserAccounts } from './user-accounts';

export interface StartSession {
  readonly state: RegisteredUser;
  readonly version: number;
  readonly impersonatorId?: string | null;
  readonly persistent: boolean;
  readonly ttlMs?: number;
}

/** Starting and ending sessions for HTTP requests: the store, the cookie and the CSRF pair move together. */
@Injectable()
export class Sessions {
  constructor(
    private readonly store: SessionStore,
    private readonly cookies: SessionCookies,
    private readonly accounts: UserAccounts,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session, ending the request's previous one (rotation); sets the cookie; returns the token. */
  async start(req: FastifyRequest, reply: FastifyReply, ctx: RequestContext, s: StartSession): Promise<string> {
    // Backstop of the sign-in paths, which ask the decider before their own side effects: no session of an account
    // that may not sign in (suspended). An administrator's impersonation is theirs to answer for, and is recorded.
    if (!s.impersonatorId) this.accounts.assertMaySignIn(s.state, ctx);
    if (ctx.principal) await this.store.revoke(ctx.principal.sessionId);
    const ttlMs = s.ttlMs ?? (s.persistent ? this.config.SESSION_DAYS * 24 * 3600_000 : SESSION_TTL.browserMs);
    const session = await this.store.create({
      userId: s.state.userId, impersonatorId: s.impersonatorId ?? null, snapshot: this.accounts.snapshotOf(s.state, s.version),
      persistent: s.persistent, ttlMs, ip: ctx.ip, userAgent: ctx.userAgent,
    });
    this.cookies.set(req, reply, { ...session, persistent: s.persistent });
    return session.token;
  }

  /** Ends the request's session (if any) and clears the cookie. */
  async end(req: FastifyRequest, reply: FastifyReply, ctx: RequestContext): Promise<void> {
    if (ctx.principal) await this.store.revoke(ctx.principal.sessionId);
    this.cookies.clear(req, reply);
  }

  /** Ends every session of a user; clears the cookie when the request's own session was one of them. */
  async endAllOf(userId: string, req?: FastifyRequest, reply?: FastifyReply, ctx?: RequestContext): Promise<number> {
    const n = await this.store.revokeAllOf(userId);
    if (req && reply && ctx?.principal && (ctx.principal.userId === userId || ctx.principal.impersonatorId === userId)) this.cookies.clear(req, reply);
    return n;
  }

  /** After a command: every session of the user sees the new type, activation and status at once. */
  async refresh(state: RegisteredUser, version: number) {
    await this.store.refreshSnapshot(state.userId, this.accounts.snapshotOf(state, version));
  }
}

/** The platform's SessionResolver port, plugged into the access guard by the identity module. */
@Injectable()
export class IdentitySessionResolver implements SessionResolver {
  constructor(private readonly store: SessionStore) {}

  resolve(token: string, req: FastifyRequest): Promise<SessionPrincipal | null> {
    return this.store.resolve(token, req.ip);
  }
}

export const identityPrincipal = (ctx: RequestContext): IdentityPrincipal | null => ctx.principal as IdentityPrincipal | null;
