import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import { BrokenCircuitError, resilience, type Resilience } from '../../../../platform/outbound/resilience';

/** The bureau could not answer in time (5xx, 429, timeout, connection refused) after every attempt. */
export class BureauUnavailableError extends Error {
  constructor(readonly bureau: string, readonly attempts: number, cause: string) {
    super(`${bureau}: no answer after ${attempts} attempt(s) (${cause})`);
  }
}

/** The bureau answered something we cannot read (a 4xx, or a body outside the documented shape): not retried. */
export class BureauMalformedAnswerError extends Error {
  constructor(readonly bureau: string, detail: string) {
    super(`${bureau}: unusable answer (${detail})`);
  }
}

export interface HttpBureauSettings {
  /** Base URL of the bureau's API (no trailing slash needed). */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Per attempt, token request included. */
  readonly timeoutMs: number;
  /** Attempts in all (1 = no retry). */
  readonly attempts: number;
  /** The mean wait before the first retry; later ones grow exponentially, with jitter (ADR 0068). */
  readonly backoffMs: number;
  /** Consecutive failed attempts that open the circuit breaker (default 5). */
  readonly breakAfter?: number;
  /** How long the breaker stays open before one request probes the bureau again (default 30 s). */
  readonly halfOpenAfterMs?: number;
}

class Retryable extends Error {}

/**
 * What the Equifax and TransUnion drivers share (ADR 0017): an OAuth 2.0 client-credentials token, cached until shortly
 * before it expires; a JSON POST bounded by a timeout per attempt; retries with exponential back-off and jitter on
 * 5xx, 429, timeouts and network errors, behind a circuit breaker (cockatiel, ADR 0068): a bureau that keeps failing
 * is not called until the breaker lets one request probe it, and the application goes to a person meanwhile; the
 * answer parsed with the driver's zod schema. Nothing personal is ever put in an error or a log.
 */
export class HttpBureauClient {
  private token: { value: string; expiresAt: number } | null = null;
  readonly resilience: Resilience;

  constructor(private readonly bureau: string, private readonly settings: HttpBureauSettings, private readonly tokenPath: string, private readonly scope: string) {
    this.resilience = resilience({
      attempts: settings.attempts, backoffMs: settings.backoffMs,
      breakAfter: settings.breakAfter ?? 5, halfOpenAfterMs: settings.halfOpenAfterMs ?? 30_000,
      transient: (e) => e instanceof Retryable,
    });
  }

  async post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
    let cause = 'no attempt';
    let made = 0;
    try {
      return await this.resilience.policy.execute(async () => {
        made++;
        try {
          const token = await this.accessToken();
          const json = await this.fetchJson(path, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          });
          const parsed = schema.safeParse(json);
          if (!parsed.success) throw new BureauMalformedAnswerError(this.bureau, `body: ${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
          return parsed.data;
        } catch (e) {
          if (e instanceof Retryable) {
            cause = e.message;
            // A refused token may have been revoked early: ask for a new one on the next attempt.
            if (cause === 'HTTP 401') this.token = null;
          }
          throw e;
        }
      });
    } catch (e) {
      // The open breaker's refusal is not an attempt: the bureau was not called.
      if (e instanceof BrokenCircuitError) throw new BureauUnavailableError(this.bureau, made, made > 0 ? `${cause}, then circuit open` : 'circuit open');
      if (e instanceof Retryable) throw new BureauUnavailableError(this.bureau, made, cause);
      throw e;
    }
  }

  private async accessToken(): Promise<string> {
    // Token lifetime is elapsed process time (monotonic), not a business instant: no clock injection needed.
    if (this.token && this.token.expiresAt > performance.now()) return this.token.value;
    const json = await this.fetchJson(this.tokenPath, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: this.scope }).toString(),
    }) as { access_token?: unknown; expires_in?: unknown };
    if (typeof json?.access_token !== 'string' || typeof json.expires_in !== 'number') throw new BureauMalformedAnswerError(this.bureau, 'token response');
    // Renewed 30 s early, so a token never expires on its way.
    this.token = { value: json.access_token, expiresAt: performance.now() + Math.max(0, json.expires_in - 30) * 1000 };
    return this.token.value;
  }

  private async fetchJson(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.settings.url.endsWith('/') ? this.settings.url : `${this.settings.url}/`), { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
    } catch (e) {
      const name = (e as Error).name;
      throw new Retryable(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network error');
    }
    if (res.status >= 500 || res.status === 429 || res.status === 401) {
      await res.body?.cancel();
      throw new Retryable(`HTTP ${res.status}`);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new BureauMalformedAnswerError(this.bureau, `HTTP ${res.status}`);
    }
    try {
      return await res.json();
    } catch (e) {
      if ((e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError') throw new Retryable('timeout');
      throw new BureauMalformedAnswerError(this.bureau, 'not JSON');
    }
  }
}
