import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for a Canadian Black Book style used-vehicle values API (we cannot reach the real one from
 * here). Speaks the shape ADR 0015 documents; answers `reply` (a JSON body, or a failure status) and records requests.
 */
export class PriceGuideStandIn {
  readonly requests: { readonly url: URL; readonly headers: IncomingMessage['headers'] }[] = [];
  reply: { readonly status: 200; readonly body: unknown } | { readonly status: number } = { status: 503 };
  private server: Server | null = null;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      this.requests.push({ url, headers: req.headers });
      const known = req.method === 'GET' && url.pathname === '/v1/used-vehicle-values';
      const reply = known ? this.reply : { status: 404 };
      res.writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify('body' in reply ? reply.body : { error: 'unavailable' }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
