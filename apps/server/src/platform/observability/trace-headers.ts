import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage, Server } from 'node:http';

/** The W3C trace-context headers a caller may send. */
const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'] as const;

/**
 * Whether a peer may hand us its trace context: the same trust as for X-Forwarded-For (TRUST_PROXY, production only;
 * `trustProxySetting`). Anyone else would pick the trace ids of our spans, and could join them to another's trace.
 */
export function traceParentTrust(setting: false | number | string[]): (address: string | undefined) => boolean {
  if (setting === false || setting === 0) return () => false;
  if (typeof setting === 'number') return (address) => address !== undefined; // a hop count trusts the nearest hop
  const trusted = proxyAddr.compile(setting);
  return (address) => address !== undefined && trusted(address, 0);
}

/**
 * Drops the trace-context headers of requests from peers that are not trusted proxies, before the HTTP
 * instrumentation reads them (it wraps `Server.prototype.emit`; this runs first, as the server's own `emit`): such a
 * request starts a trace of its own.
 */
export function dropUntrustedTraceContext(server: Server, trusted: (address: string | undefined) => boolean): void {
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: any[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      if (!trusted(req.socket?.remoteAddress)) for (const h of TRACE_HEADERS) delete req.headers[h];
    }
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>);
  } as Server['emit'];
}
