import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';
import { CSRF, type Csrf } from '../../../platform/http/csrf';
import { isLocalHost, publicBaseUrl } from '../../../platform/http/local-host';
import { SESSION_COOKIE } from '../../../platform/http/session-resolver';
import { CONFIG } from '../../../platform/tokens';
import { SOCIAL_FLOW_TTL_SECONDS, SOCIAL_LINK_TTL_SECONDS } from '../streams/social-links';
import type { OpenedSession, WithCookies } from './sessions';

/**
 * Identity's cookies are Secure in production whatever the Host header says (a reverse proxy may forward a local one,
 * such as nginx's `proxy_pass http://127.0.0.1:3000`), and elsewhere on every host but a local one (plain http in
 * development and tests).
 */
export const secureCookiesFor = (req: Pick<FastifyRequest, 'headers'>, config: Pick<AppConfig, 'isProduction'>): boolean => config.isProduction || !isLocalHost(req);

/** The known-device cookie (ADR 0022): a random token, its SHA-256 stored per account. */
export const DEVICE_COOKIE = 'User.Device';
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
const DEVICE_TOKEN = /^[\w-]{43}$/;
/** Social sign-in (ADR 0030): the browser that started a flow, and a provider account waiting for a password. */
const FLOW_COOKIE = 'Social.Flow';
const LINK_COOKIE = 'Social.Link';
const SOCIAL_COOKIE_PATH = '/api/auth';

/**
 * Identity's HTTP edge, used by its controllers only: what a command needs from the request (the base of links in
 * emails, the device and social cookies) read into plain fields, and the cookies a command's answer changes
 * (CookieChanges) written to the reply. Every Set-Cookie of identity is written here.
 */
@Injectable()
export class IdentityHttp {
  constructor(@Inject(CSRF) private readonly csrf: Csrf, @Inject(CONFIG) private readonly config: AppConfig) {}

  /** Base URL for links in emails (the platform's publicBaseUrl: never an arbitrary Host header). */
  linkBase(req: FastifyRequest): string {
    return publicBaseUrl(this.config, req);
  }

  /** The request's known-device token (`User.Device`), when well formed. */
  deviceToken(req: FastifyRequest): string | null {
    const token = req.cookies?.[DEVICE_COOKIE];
    return token && DEVICE_TOKEN.test(token) ? token : null;
  }

  /** The pending link's token (`Social.Link`), if any. */
  socialLinkToken(req: FastifyRequest): string | null {
    return req.cookies?.[LINK_COOKIE] ?? null;
  }

  /** The browser's flow token (`Social.Flow`), cleared at once whatever the callback answers: it serves one callback. */
  takeSocialFlow(req: FastifyRequest, reply: FastifyReply): string | null {
    const browser = req.cookies?.[FLOW_COOKIE] ?? null;
    reply.clearCookie(FLOW_COOKIE, { path: SOCIAL_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure(req) });
    return browser;
  }

  /** Writes the cookies a command's answer changes, then answers it (or throws its refusal). */
  answer<T>(req: FastifyRequest, reply: FastifyReply, { answer, cookies, refusal }: WithCookies<T>): T {
    const secure = this.secure(req);
    const social = { path: SOCIAL_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
    if (cookies.socialFlow) reply.setCookie(FLOW_COOKIE, cookies.socialFlow, { ...social, maxAge: SOCIAL_FLOW_TTL_SECONDS });
    if (cookies.socialLink === 'end') reply.clearCookie(LINK_COOKIE, social);
    else if (cookies.socialLink) reply.setCookie(LINK_COOKIE, cookies.socialLink, { ...social, maxAge: SOCIAL_LINK_TTL_SECONDS });
    if (cookies.device) {
      reply.setCookie(DEVICE_COOKIE, cookies.device, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
    }
    if (cookies.session === 'end') this.clearSession(reply, secure);
    else if (cookies.session) this.setSession(reply, secure, cookies.session);
    if (refusal) throw refusal;
    return answer;
  }

  /**
   * The session cookie (ARCHITECTURE §5): `User.Token`, HttpOnly, SameSite=Lax, Path=/, Secure except on localhost.
   * Every time the session changes (login, logout, impersonation), the CSRF cookie is re-issued bound to the new
   * session, as the platform's CSRF pair requires.
   */
  private setSession(reply: FastifyReply, secure: boolean, session: OpenedSession) {
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/', httpOnly: true, sameSite: 'lax', secure, ...(session.persistent ? { expires: session.expiresAt } : {}),
    });
    this.csrf.issue(reply, session.sessionId);
  }

  private clearSession(reply: FastifyReply, secure: boolean) {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    this.csrf.issue(reply, null);
  }

  /** Whether identity's cookies on this request carry Secure (secureCookiesFor). */
  private secure(req: FastifyRequest): boolean {
    return secureCookiesFor(req, this.config);
  }
}
