import type { FastifyRequest } from 'fastify';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/** The request's host name, without its port, lower case. */
export function hostOf(req: Pick<FastifyRequest, 'headers'>): string {
  return String(req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * A local host (development and tests over plain http). Anywhere else the transport is HTTPS: cookies are Secure and
 * responses carry HSTS; in production they do on a local host too, since a reverse proxy may forward one.
 */
export const isLocalHost = (req: Pick<FastifyRequest, 'headers'>): boolean => LOCAL_HOST.test(hostOf(req));

/** What publicBaseUrl reads from the configuration. */
export interface PublicUrlConfig {
  readonly PUBLIC_URL?: string;
  readonly BRAND_HOSTS?: string;
  readonly isProduction: boolean;
  readonly PORT: number;
}

/**
 * The site's own base URL as the outside world reaches it (links in emails, the OpenAPI `servers`, the widget's
 * iframe). PUBLIC_URL when set; otherwise a brand host from BRAND_HOSTS or, outside production, a local host. Never
 * an arbitrary Host header (that would let anyone send reset links, or a partner's calls, to their site).
 */
export function publicBaseUrl(config: PublicUrlConfig, req: Pick<FastifyRequest, 'headers'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const rawHost = String(req.headers.host ?? '');
  const host = hostOf(req);
  const brandHosts = (config.BRAND_HOSTS ?? '').split(',').map((p) => p.split('=')[0]?.trim().toLowerCase()).filter(Boolean);
  if (brandHosts.includes(host)) return `https://${host}`;
  if (!config.isProduction && isLocalHost(req) && /^[\w.[\]:-]+$/.test(rawHost)) return `http://${rawHost}`;
  return `http://localhost:${config.PORT}`;
}
