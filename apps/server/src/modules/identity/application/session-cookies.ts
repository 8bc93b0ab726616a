import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';
import { CSRF, type Csrf } from '../../../platform/http/csrf';
import { hostOf, isLocalHost } from '../../../platform/http/local-host';
import { SESSION_COOKIE } from '../../../platform/http/session-resolver';
import { CONFIG } from '../../../platform/tokens';

/** Identity's cookies are Secure everywhere but on a local host (plain http in development and tests). */
export const secureCookiesFor = (req: FastifyRequest): boolean => !isLocalHost(req);

/**
 * The session cookie (ARCHITECTURE §5): `User.Token`, HttpOnly, SameSite=Lax, Path=/, Secure except on localhost.
 * Every time the session changes (login, logout, impersonation), the CSRF cookie is re-issued bound to the new
 * session, as the platform's CSRF pair requires.
 */
@Injectable()
export class SessionCookies {
  constructor(@Inject(CSRF) private readonly csrf: Csrf, @Inject(CONFIG) private readonly config: AppConfig) {}

  set(req: FastifyRequest, reply: FastifyReply, session: { token: string; sessionId: string; expiresAt: Date; persistent: boolean }) {
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookiesFor(req),
      ...(session.persistent ? { expires: session.expiresAt } : {}),
    });
    this.csrf.issue(reply, session.sessionId);
  }

  clear(req: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookiesFor(req) });
    this.csrf.issue(reply, null);
  }

  /**
   * Base URL for links in emails. PUBLIC_URL when set; otherwise a brand host from BRAND_HOSTS or, outside
   * production, a local host. Never an arbitrary Host header (that would let anyone send reset links to their site).
   */
  linkBase(req: FastifyRequest): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL.replace(/\/$/, '');
    const rawHost = String(req.headers.host ?? '');
    const host = hostOf(req);
    const brandHosts = (this.config.BRAND_HOSTS ?? '').split(',').map((p) => p.split('=')[0]?.trim().toLowerCase()).filter(Boolean);
    if (brandHosts.includes(host)) return `https://${host}`;
    if (!this.config.isProduction && isLocalHost(req) && /^[\w.[\]:-]+$/.test(rawHost)) return `http://${rawHost}`;
    return `http://localhost:${this.config.PORT}`;
  }
}
