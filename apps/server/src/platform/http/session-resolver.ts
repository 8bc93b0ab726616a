import './request-context';
import type { FastifyRequest } from 'fastify';
import type { SessionPrincipal } from './request-context';

/** Port the identity module implements: turns a request's session token into a principal (or null). */
export interface SessionResolver {
  resolve(token: string, req: FastifyRequest): Promise<SessionPrincipal | null>;
}

export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');

export const SESSION_COOKIE = 'User.Token';

/** The session token from the `User.Token` cookie or an `Authorization: Bearer` header. */
export function sessionTokenOf(req: FastifyRequest): string | null {
  const cookie = req.cookies?.[SESSION_COOKIE];
  if (cookie) return cookie;
  const auth = req.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim() || null;
  return null;
}

export const noSessions: SessionResolver = { resolve: async () => null };
