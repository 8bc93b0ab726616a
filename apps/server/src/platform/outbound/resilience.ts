import {
  BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, decorrelatedJitterGenerator, ExponentialBackoff, handleWhen, retry, wrap,
  type CircuitBreakerPolicy, type IPolicy,
} from 'cockatiel';

export { BrokenCircuitError };

/** How one outbound dependency is called (ADR 0068). Timeouts stay with the caller, one per attempt. */
export interface ResilienceOptions {
  /** Attempts in all, the first included (1: no retry). */
  readonly attempts: number;
  /** The mean wait before the first retry; later ones grow exponentially with decorrelated jitter, capped at 10×. */
  readonly backoffMs: number;
  /** Consecutive failed attempts that open the breaker: calls then fail at once, without reaching the dependency. */
  readonly breakAfter: number;
  /** How long the breaker stays open before it lets one call through (half-open): its success closes it again. */
  readonly halfOpenAfterMs: number;
  /** The failures that are the dependency's (a timeout, a 5xx, a 429): counted by the breaker, and retried. */
  readonly transient: (error: Error) => boolean;
  /**
   * The transient failures worth another attempt, when not all are: a request that is not idempotent is retried only
   * when it surely did not arrive; a timeout is not retried where the caller's budget is one timeout.
   */
  readonly retryWhen?: (error: Error) => boolean;
}

/** The policy and its breaker (exposed for its state and events). */
export interface Resilience {
  readonly policy: IPolicy;
  readonly breaker: CircuitBreakerPolicy;
}

/**
 * Retries with exponential back-off and decorrelated jitter (cockatiel), around a circuit breaker that counts every
 * attempt: a dependency that keeps failing stops being called until it is probed again. A failure that is not
 * transient (a refusal, an answer we cannot read) is neither retried nor counted. While the breaker is open a call
 * fails with BrokenCircuitError, never retried.
 */
export function resilience(o: ResilienceOptions): Resilience {
  const transient = handleWhen(o.transient);
  const breaker = circuitBreaker(transient, { halfOpenAfter: o.halfOpenAfterMs, breaker: new ConsecutiveBreaker(o.breakAfter) });
  if (o.attempts <= 1) return { policy: breaker, breaker };
  const retried = o.retryWhen ? handleWhen((e) => o.transient(e) && o.retryWhen!(e)) : transient;
  return { policy: wrap(retry(retried, { maxAttempts: o.attempts - 1, backoff: jitteredBackoff(o.backoffMs) }), breaker), breaker };
}

/** Exponential back-off from `backoffMs` with decorrelated jitter (retries of many callers do not fall in step), capped at 10×. */
export const jitteredBackoff = (backoffMs: number) =>
  new ExponentialBackoff({ initialDelay: backoffMs, maxDelay: backoffMs * 10, generator: decorrelatedJitterGenerator });
