import { z } from 'zod';
import { BrokenCircuitError, resilience, type Resilience } from '../../../../platform/outbound/resilience';
import type { CatalogPublicApi } from '../../../catalog/catalog.public';
import { builtInPriceRecord } from './built-in-price-guide';
import type { PriceGuide, PriceGuideVehicle, TradeInPriceRecord } from './price-guide.port';

/** The configured provider this driver speaks for (catalog.api_configs.provider). */
export const BLACK_BOOK = 'black-book';
/** An appraisal waits at most this long for the provider before the built-in model answers. */
export const BLACK_BOOK_TIMEOUT_MS = 3_000;

/** The used-vehicle values answer (ADR 0015, "Third-party price guide"): dollars, CAD. */
const ValuesAnswer = z.object({
  currency: z.literal('CAD'),
  msrp: z.number().positive(),
  wholesale: z.number().nonnegative(),
  retail: z.number().nonnegative(),
  options: z.array(z.object({ code: z.string(), msrp: z.number().nonnegative() })).default([]),
});

const cents = (dollars: number) => Math.round(dollars * 100);

/** The provider answered with an HTTP error. */
class ProviderStatus extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
const isTimeout = (e: Error) => e.name === 'TimeoutError';
/** The provider's trouble (unreachable, silent, 5xx, 429), not an answer we cannot use. */
const transient = (e: Error) => (e instanceof ProviderStatus ? e.status >= 500 || e.status === 429 : !(e instanceof z.ZodError));

/** Failures in a row that stop the calls (the built-in model answers at once), and how long until one probes again. */
export interface BlackBookBreaker {
  readonly breakAfter: number;
  readonly halfOpenAfterMs: number;
}

/**
 * The price guide: the Canadian Black Book style driver while an active `black-book` configuration exists in the
 * catalog, the built-in model otherwise. Every call to the provider is logged in the catalog's api logs; on an error,
 * a bad answer or the timeout the built-in model answers. Through cockatiel (ADR 0068): a quick failure (unreachable,
 * 5xx, 429) is tried once more after a jittered wait, a timeout is not (the appraisal's budget is one timeout); after
 * failures in a row a circuit breaker stops the calls, so that appraisals do not each wait for a provider that is
 * down, until one probes it again.
 */
export class BlackBookPriceGuide implements PriceGuide {
  private readonly resilience: Resilience;

  constructor(
    private readonly catalog: CatalogPublicApi,
    private readonly timeoutMs = BLACK_BOOK_TIMEOUT_MS,
    breaker: BlackBookBreaker = { breakAfter: 5, halfOpenAfterMs: 30_000 },
  ) {
    this.resilience = resilience({ attempts: 2, backoffMs: 100, ...breaker, transient, retryWhen: (e) => !isTimeout(e) });
  }

  async priceRecord(vehicle: PriceGuideVehicle, province: string, kilometres?: number): Promise<TradeInPriceRecord> {
    // The built-in basis comes with the configuration, in one statement: it answers when no provider is active (the
    // usual case) and when the provider fails. Without names (a garage estimate) the provider cannot be asked.
    const { basis, priceGuide: config } = await this.catalog.valuationInputs({
      trimId: vehicle.trimId, province, provider: vehicle.make && vehicle.model ? BLACK_BOOK : undefined,
    });
    const builtIn = builtInPriceRecord(basis);
    if (!config || !vehicle.make || !vehicle.model) return builtIn;

    const url = new URL('used-vehicle-values', config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`);
    const params = { year: String(vehicle.year), make: vehicle.make, model: vehicle.model, trim: vehicle.trim ?? '', province, kilometres: String(kilometres ?? 0) };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const describe = `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.trim ? ` ${vehicle.trim}` : ''}, ${province}`;
    // A duration, not an instant: the monotonic timer, which the clock does not own.
    const started = performance.now();
    const log = (outcome: 'ok' | 'error', message: string) => this.catalog.logPriceGuideCall({
      configId: config.configId, provider: BLACK_BOOK, operation: 'used-vehicle-values', outcome, durationMs: performance.now() - started, message,
    });
    try {
      const answer = await this.resilience.policy.execute(async () => {
        const res = await fetch(url, {
          headers: {
            accept: 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            ...(config.username ? { 'x-username': config.username } : {}),
          },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (!res.ok) {
          await res.body?.cancel();
          throw new ProviderStatus(res.status);
        }
        return ValuesAnswer.parse(await res.json());
      });
      await log('ok', `${describe}: MSRP ${answer.msrp}, wholesale ${answer.wholesale}, retail ${answer.retail} CAD`);
      return { msrp: cents(answer.msrp), equipment: answer.options.map((o) => ({ code: o.code, valueNew: cents(o.msrp) })) };
    } catch (error) {
      // fetch's abort is a DOMException, not always an `instanceof Error`: read its name and message.
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      const reason = name === 'TimeoutError' ? `timed out after ${this.timeoutMs} ms`
        : error instanceof BrokenCircuitError ? 'not called: it kept failing (circuit open)'
          : error instanceof z.ZodError ? 'unexpected answer' : (message ?? 'failed');
      await log('error', `${describe}: ${reason}; built-in model used`);
      return builtIn;
    }
  }
}
