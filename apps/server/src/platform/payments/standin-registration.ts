import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { WebhookEndpoint } from './payments.port';
import type { StripePayments } from './stripe-payments';
import { WEBHOOK_ENDPOINTS } from './webhook-endpoints';

/** Retries of a registration the stand-in did not answer: from 1 s, doubling, at most every 30 s. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * The stand-in's webhook endpoints for this server (ADR 0069): registered once the server listens (its port is known
 * then), and again until the stand-in answers (it may start after the server). A payment call made before that
 * first tries once more, so that the events it causes have an endpoint to go to.
 */
export class StandInRegistration {
  private registered = false;
  private attempt: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private baseUrl: string | null = null;
  private stopped = false;

  constructor(private readonly payments: StripePayments, private readonly listenHost: string, private readonly logger: Logger) {}

  /** Registers once `server` listens (at once when it already does). */
  watch(server: Server): void {
    const listening = () => {
      const address = server.address() as AddressInfo | string | null;
      if (!address || typeof address === 'string') return;
      const host = ['0.0.0.0', '::', ''].includes(this.listenHost) ? '127.0.0.1' : this.listenHost.includes(':') ? `[${this.listenHost}]` : this.listenHost;
      this.baseUrl = `http://${host}:${address.port}`;
      void this.register(FIRST_RETRY_MS);
    };
    if (server.listening) listening();
    else server.once('listening', listening);
  }

  /** Before a payment call: one more try when the endpoints are not registered yet (never throws: the call says what is wrong). */
  async ensure(): Promise<void> {
    if (this.registered || !this.baseUrl) return;
    await (this.attempt ?? this.register(null)).catch(() => undefined);
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
  }

  private register(nextRetryMs: number | null): Promise<void> {
    const endpoints = Object.fromEntries(Object.entries(WEBHOOK_ENDPOINTS).map(([name, e]) => [name, { url: `${this.baseUrl}${e.path}`, events: e.events }])) as Record<WebhookEndpoint, { url: string; events: readonly string[] }>;
    this.attempt = this.payments.registerWebhookEndpoints(endpoints).then(
      () => {
        this.registered = true;
        if (this.retry) clearTimeout(this.retry);
        this.logger.info({ endpoints: Object.values(endpoints).map((e) => e.url) }, 'Stripe stand-in: webhook endpoints registered');
      },
      (error) => {
        if (nextRetryMs === null || this.stopped) throw error;
        this.logger.warn({ err: error, retryInMs: nextRetryMs }, 'Stripe stand-in: cannot register the webhook endpoints (is it running?); trying again');
        this.retry = setTimeout(() => void this.register(Math.min(nextRetryMs * 2, LONGEST_RETRY_MS)).catch(() => undefined), nextRetryMs);
        this.retry.unref();
      },
    ).finally(() => {
      this.attempt = null;
    });
    return this.attempt;
  }
}
