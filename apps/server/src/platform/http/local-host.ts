import type { FastifyRequest } from 'fastify';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/** The request's host name, without its port, lower case. */
export function hostOf(req: Pick<FastifyRequest, 'headers'>): string {
  return String(req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * A local host (development and tests over plain http). Anywhere else the transport is HTTPS: cookies are Secure and
 * responses carry HSTS.
 */
export const isLocalHost = (req: Pick<FastifyRequest, 'headers'>): boolean => LOCAL_HOST.test(hostOf(req));
