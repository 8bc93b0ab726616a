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

/** BRAND_HOSTS' `host=brand` pairs, host names lower case. */
function brandHostPairs(config: Pick<PublicUrlConfig, 'BRAND_HOSTS'>): [host: string, brand: string][] {
  return (config.BRAND_HOSTS ?? '').split(',').flatMap((pair) => {
    const [host, brand] = pair.split('=').map((part) => part.trim());
    return host && brand ? [[host.toLowerCase(), brand] as [string, string]] : [];
  });
}

/**
 * The site's own base URL as the outside world reaches it (links in emails, the OpenAPI `servers`, the widget's
 * iframe): the request's host when BRAND_HOSTS names it (white-labelled: a reset asked on a brand's site links back
 * there), else PUBLIC_URL, else, outside production, a local host. Never an arbitrary Host header (that would let
 * anyone send reset links, or a partner's calls, to their site).
 */
export function publicBaseUrl(config: PublicUrlConfig, req: Pick<FastifyRequest, 'headers'>): string {
  const rawHost = String(req.headers.host ?? '');
  const host = hostOf(req);
  if (brandHostPairs(config).some(([h]) => h === host)) return `https://${host}`;
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  if (!config.isProduction && isLocalHost(req) && /^[\w.[\]:-]+$/.test(rawHost)) return `http://${rawHost}`;
  return `http://localhost:${config.PORT}`;
}

/**
 * The base URL of links sent outside a request (emails of timers and background handlers) for a fact of `brand`: the
 * brand's own host when BRAND_HOSTS names one, else PUBLIC_URL (required in production), else this server locally.
 */
export function linkBaseUrl(config: PublicUrlConfig, brand: string | null): string {
  const host = brand === null ? undefined : brandHostPairs(config).find(([, b]) => b === brand)?.[0];
  if (host) return `https://${host}`;
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
