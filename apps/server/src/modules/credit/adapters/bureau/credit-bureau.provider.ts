import { z } from 'zod';
import type { CreditBureau } from './credit-bureau.port';
import { EquifaxCreditBureau } from './equifax-bureau';
import type { HttpBureauSettings } from './http-bureau-client';
import { SimulatedCreditBureau } from './simulated-bureau';
import { TransUnionCreditBureau } from './transunion-bureau';

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/**
 * Timeouts, retries and the circuit breaker shared by the HTTP drivers (ADR 0068); the decision's p99 budget (50 ms)
 * assumes the bureau answers fast.
 */
const Tuning = {
  CREDIT_BUREAU_TIMEOUT_MS: int(3000, 50, 30_000),
  CREDIT_BUREAU_ATTEMPTS: int(3, 1, 5),
  CREDIT_BUREAU_BACKOFF_MS: int(200, 0, 5000),
  CREDIT_BUREAU_BREAK_AFTER: int(5, 1, 100),
  CREDIT_BUREAU_HALF_OPEN_AFTER_MS: int(30_000, 100, 600_000),
};
const credentials = (prefix: 'EQUIFAX' | 'TRANSUNION') => ({
  [`${prefix}_URL`]: z.url(),
  [`${prefix}_CLIENT_ID`]: z.string().min(1),
  [`${prefix}_CLIENT_SECRET`]: z.string().min(1),
});

const BureauEnv = z.discriminatedUnion('CREDIT_BUREAU', [
  z.object({ CREDIT_BUREAU: z.literal('simulated') }),
  z.object({ CREDIT_BUREAU: z.literal('equifax'), ...credentials('EQUIFAX'), ...Tuning }),
  z.object({ CREDIT_BUREAU: z.literal('transunion'), ...credentials('TRANSUNION'), ...Tuning }),
]);

function settingsOf(env: Record<string, unknown>, prefix: 'EQUIFAX' | 'TRANSUNION'): HttpBureauSettings {
  return {
    url: env[`${prefix}_URL`] as string,
    clientId: env[`${prefix}_CLIENT_ID`] as string,
    clientSecret: env[`${prefix}_CLIENT_SECRET`] as string,
    timeoutMs: env.CREDIT_BUREAU_TIMEOUT_MS as number,
    attempts: env.CREDIT_BUREAU_ATTEMPTS as number,
    backoffMs: env.CREDIT_BUREAU_BACKOFF_MS as number,
    breakAfter: env.CREDIT_BUREAU_BREAK_AFTER as number,
    halfOpenAfterMs: env.CREDIT_BUREAU_HALF_OPEN_AFTER_MS as number,
  };
}

/**
 * The bureau CREDIT_BUREAU names: `simulated` (default, built in), `equifax` or `transunion` (real HTTP drivers, each
 * needing its URL and OAuth client). A bad configuration stops the boot; it never falls back to another bureau.
 */
export function creditBureauFrom(env: NodeJS.ProcessEnv): CreditBureau {
  const parsed = BureauEnv.safeParse({ ...env, CREDIT_BUREAU: env.CREDIT_BUREAU ?? 'simulated' });
  if (!parsed.success) throw new Error(`Invalid credit bureau configuration: ${parsed.error.issues.map((i) => i.path.join('.') || 'CREDIT_BUREAU').join(', ')}`);
  const c = parsed.data as Record<string, unknown>;
  switch (parsed.data.CREDIT_BUREAU) {
    case 'equifax':
      return new EquifaxCreditBureau(settingsOf(c, 'EQUIFAX'));
    case 'transunion':
      return new TransUnionCreditBureau(settingsOf(c, 'TRANSUNION'));
    default:
      return new SimulatedCreditBureau();
  }
}
