import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocalHost } from './local-host';

/**
 * Security headers on every response (ARCHITECTURE §5; issue #7). Scripts only from our origin plus the configured
 * third-party widget origins; no plugins; no framing; no powerful browser features but payment for the card form
 * (Stripe's frame); HSTS outside localhost.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()', 'browsing-topics=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()',
  'microphone=()', 'midi=()', 'payment=(self "https://js.stripe.com")', 'usb=()',
].join(', ');

/** What Stripe.js needs besides its script (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_JS_ORIGINS = { script: ['https://js.stripe.com'], connect: ['https://api.stripe.com'], frame: ['https://hooks.stripe.com'] };

const scriptHashes = new WeakMap<FastifyReply, readonly string[]>();

/**
 * Lets this answer's inline scripts of these hashes run (`'sha256-…'`: a page rendered by the server, the router's
 * script with its state, ADR 0065). Named in this answer's Content-Security-Policy only.
 */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  scriptHashes.set(reply, hashes);
}

export function registerSecurityHeaders(
  app: FastifyInstance, options: { extraScriptOrigins: string[]; extraConnectOrigins?: string[]; extraFrameOrigins?: string[]; hsts: 'always' | 'off-localhost' },
) {
  const scriptSrc = ["'self'", ...options.extraScriptOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...options.extraScriptOrigins, ...(options.extraConnectOrigins ?? [])].join(' ')}`.trim(),
    `frame-src 'self' https://js.stripe.com ${(options.extraFrameOrigins ?? []).join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.addHook('onSend', async (req, reply, payload) => {
    const hashes = scriptHashes.get(reply);
    reply.header('content-security-policy', hashes?.length ? csp.replace(`script-src ${scriptSrc}`, `script-src ${scriptSrc} ${hashes.join(' ')}`) : csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('x-correlation-id', String(req.id));
    // In production always (a proxy may forward a local Host header); elsewhere only off localhost (plain http).
    if (options.hsts === 'always' || !isLocalHost(req)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers are private and fresh unless a route says otherwise (generated photos may be cached).
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
