import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The request and reply a command reads cookies and link bases from and writes session cookies to (sign-in, sign-out,
 * impersonation, password change). Sessions are HTTP state, so these commands carry their exchange.
 */
export interface HttpExchange {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
}
