import './request-context';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost } from './local-host';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * The CSRF pair the spec's client uses (cookie XSRF-TOKEN, header X-XSRF-TOKEN). The token is a nonce signed with
 * the server secret together with the session it belongs to, so a token minted for one session (or for an anonymous
 * visitor) is worthless in another. The cookie is readable by the page's script (double submit), never HttpOnly.
 */
export class Csrf {
  constructor(private readonly secret: string, private readonly secureCookies: boolean) {}

  mint(sessionId: string | null): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(sessionId, nonce)}`;
  }

  isValid(token: string | undefined, sessionId: string | null): boolean {
    if (!token) return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(this.sign(sessionId, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A state-changing request passes when the header equals the cookie and the token is bound to this session. */
  check(req: FastifyRequest, sessionId: string | null): boolean {
    const header = req.headers[CSRF_HEADER];
    const cookie = req.cookies?.[CSRF_COOKIE];
    return typeof header === 'string' && header === cookie && this.isValid(header, sessionId);
  }

  issue(reply: FastifyReply, sessionId: string | null): string {
    const token = this.mint(sessionId);
    reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: this.secureCookies || !isLocalHost(reply.request), httpOnly: false });
    return token;
  }

  private sign(sessionId: string | null, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${sessionId ?? 'anonymous'}|${nonce}`).digest('base64url');
  }
}

export const CSRF = Symbol('CSRF');
