import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next soft pull: answer, fail with a status, hang past the timeout, or send junk. */
export type StandInReply =
  | { readonly kind: 'json'; readonly body: unknown }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'hang' }
  | { readonly kind: 'text'; readonly body: string };

export interface RecordedRequest {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/**
 * A local HTTP stand-in for a bureau's API (we cannot reach Equifax or TransUnion from here): an OAuth token endpoint
 * and a soft-pull endpoint whose replies the test queues. Speaks the shapes ADR 0017 documents; records every request.
 */
export class BureauStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Replies for the next soft pulls, in order; when empty, `fallback`. */
  readonly replies: StandInReply[] = [];
  fallback: StandInReply = { kind: 'status', status: 503 };
  /** When set, answers a soft pull by its request body (e.g. by the person asked about) before the queued replies. */
  replyFor: ((body: string) => StandInReply | undefined) | null = null;
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  constructor(private readonly tokenPath: string, private readonly pullPath: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/api`;
  }

  pulls(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === `/api/${this.pullPath}`);
  }

  tokens(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === `/api/${this.tokenPath}`);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => this.handle(req, res, body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string) {
    this.requests.push({ path: req.url ?? '', headers: req.headers, body });
    if (req.method === 'POST' && req.url === `/api/${this.tokenPath}`) {
      return this.send(res, { kind: 'json', body: { access_token: `token-${this.tokens().length}`, token_type: 'Bearer', expires_in: 3600 } });
    }
    if (req.method === 'POST' && req.url === `/api/${this.pullPath}`) {
      if (req.headers.authorization?.startsWith('Bearer token-') !== true) return this.send(res, { kind: 'status', status: 401 });
      return this.send(res, this.replyFor?.(body) ?? this.replies.shift() ?? this.fallback);
    }
    return this.send(res, { kind: 'status', status: 404 });
  }

  private send(res: ServerResponse, reply: StandInReply) {
    switch (reply.kind) {
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        return;
      case 'text':
        res.writeHead(200, { 'content-type': 'application/json' }).end(reply.body);
        return;
      case 'status':
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      case 'hang':
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
    }
  }
}

/** An Equifax answer: a file with this score and reasons, and these monthly payments (dollars). */
export const equifaxHit = (score: number, totalMonthlyPayments = 250.5) => ({
  status: 'COMPLETED',
  consumer: {
    hitCode: 'HIT',
    creditScore: { modelId: 'ERS2', score, reasons: [{ code: 'PAYMENT_HISTORY', impact: 'POSITIVE' }, { code: 'INQUIRIES', impact: 'NEGATIVE' }, { code: 'UNKNOWN_X', impact: 'NEGATIVE' }] },
    totalMonthlyPayments,
  },
});

/** A TransUnion answer with one score model and ranked factors. */
export const transUnionHit = (score: number, totalMonthlyPayment = '310.25') => ({
  fileHitIndicator: 'REGULAR_HIT',
  scoreModels: [{ modelId: 'CV', score: String(score), factors: [{ rank: 2, code: '01', direction: '-' }, { rank: 1, code: '02', direction: '+' }] }],
  tradeSummary: { totalMonthlyPayment },
});
