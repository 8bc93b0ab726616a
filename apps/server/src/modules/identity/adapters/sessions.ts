import { Inject, Injectable } from '@nestjs/common';
import type { AdminActor, RegisteredUser } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';
import type { RequestContext, SessionPrincipal } from '../../../platform/http/request-context';
import type { SessionResolver } from '../../../platform/http/session-resolver';
import { CONFIG } from '../../../platform/tokens';
import { UserAccounts } from '../streams/user-accounts';
import { type IdentityPrincipal, SESSION_TTL, SessionStore } from './session-store';

export interface StartSession {
  readonly state: RegisteredUser;
  readonly version: number;
  readonly impersonatorId?: string | null;
  readonly persistent: boolean;
  readonly ttlMs?: number;
}

/** A session just opened: the controller turns it into the `User.Token` cookie and a CSRF pair bound to it. */
export interface OpenedSession {
  readonly token: string;
  readonly sessionId: string;
  readonly expiresAt: Date;
  readonly persistent: boolean;
}

/**
 * What a command changes in the browser's identity cookies (plain data: the command never holds the reply). The
 * controller writes it with IdentityHttp.answer: `session` opens one or, with 'end', clears `User.Token` (and
 * re-issues the CSRF pair either way); `device` is the `User.Device` token; `socialFlow`/`socialLink` the social
 * sign-in cookies ('end' clears).
 */
export interface CookieChanges {
  readonly session?: OpenedSession | 'end';
  readonly device?: string;
  readonly socialFlow?: string;
  readonly socialLink?: string | 'end';
}

/**
 * A command's answer with the cookies it changes. `refusal`: an error the controller throws once the cookies are
 * written (a session ended, then the request refused).
 */
export interface WithCookies<T> {
  readonly answer: T;
  readonly cookies: CookieChanges;
  readonly refusal?: Error;
}

/** Starting and ending sessions: the store's rows; the cookies they imply are the caller's answer (CookieChanges). */
@Injectable()
export class Sessions {
  constructor(
    private readonly store: SessionStore,
    private readonly accounts: UserAccounts,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session, ending the request's previous one (rotation); answers it for the cookie. */
  async start(ctx: RequestContext, s: StartSession): Promise<OpenedSession> {
    // Backstop of the sign-in paths, which ask the decider before their own side effects: no session of an account
    // that may not sign in (suspended). An administrator's impersonation is theirs to answer for, and is recorded.
    if (!s.impersonatorId) this.accounts.assertMaySignIn(s.state, ctx);
    if (ctx.principal) await this.store.revoke(ctx.principal.sessionId);
    const ttlMs = s.ttlMs ?? (s.persistent ? this.config.SESSION_DAYS * 24 * 3600_000 : SESSION_TTL.browserMs);
    const session = await this.store.create({
      userId: s.state.userId, impersonatorId: s.impersonatorId ?? null, snapshot: this.accounts.snapshotOf(s.state, s.version),
      persistent: s.persistent, ttlMs, ip: ctx.ip, userAgent: ctx.userAgent,
    });
    return { ...session, persistent: s.persistent };
  }

  /** Ends the request's session (if any); its cookie is cleared by the answer ({ session: 'end' }). */
  async end(ctx: RequestContext): Promise<void> {
    if (ctx.principal) await this.store.revoke(ctx.principal.sessionId);
  }

  /**
   * Ends every session of a user. `requestSessionEnded`: the request's own session was one of them (its cookie is to
   * be cleared).
   */
  async endAllOf(userId: string, ctx?: RequestContext): Promise<{ ended: number; requestSessionEnded: boolean }> {
    const ended = await this.store.revokeAllOf(userId);
    const p = ctx?.principal;
    return { ended, requestSessionEnded: Boolean(p && (p.userId === userId || p.impersonatorId === userId)) };
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

/** The administrator behind a request of the users-management routes (USER_ADMINS), as the decider takes them. */
export function adminOf(ctx: RequestContext): AdminActor {
  const p = identityPrincipal(ctx)!;
  return { userId: p.userId, userTypeId: p.userTypeId };
}
