import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';
import { CSRF, type Csrf } from '../../../platform/http/csrf';
import { isLocalHost, publicBaseUrl } from '../../../platform/http/local-host';
import { SESSION_COOKIE } from '../../../platform/http/session-resolver';
import { CONFIG } from '../../../platform/tokens';

/**
 * Identity's cookies are Secure in production whatever the Host header says (a reverse proxy may forward a local one,
 * such as nginx's `proxy_pass http://127.0.0.1:3000`), and elsewhere on every host but a local one (plain http in
 * development and tests).
 */
export const secureCookiesFor = (req: FastifyRequest, config: Pick<AppConfig, 'isProduction'>): boolean => config.isProduction || !isLocalHost(req);

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
      secure: this.secure(req),
      ...(session.persistent ? { expires: session.expiresAt } : {}),
    });
    this.csrf.issue(reply, session.sessionId);
  }

  /** Whether identity's cookies on this request carry Secure (secureCookiesFor). */
  secure(req: FastifyRequest): boolean {
    return secureCookiesFor(req, this.config);
  }

  clear(req: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure(req) });
    this.csrf.issue(reply, null);
  }

  /** Base URL for links in emails (the platform's publicBaseUrl: never an arbitrary Host header). */
  linkBase(req: FastifyRequest): string {
    return publicBaseUrl(this.config, req);
  }
}
