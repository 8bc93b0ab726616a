/**
 * Fault injection for the chaos suite (ADR 0085), never in production. `CRASH_AT=<point>:<n>` makes the server process
 * kill itself with SIGKILL the n-th time (1 when absent) it reaches `<point>`: the kill -9 lands on that line of the
 * code, not "somewhere after a log line". Modules mark their points with one call, `crashPoint('<point>')`, placed
 * where a crash hurts most (an outside party has done its part, the event store or the answer has not); unarmed, the
 * call compares one variable and returns.
 */
export const CRASH_POINTS = [
  /** The vehicle's lock appended, not answered. */
  'lock',
  /** A purchase step (personal details, trade-in, payment method) appended, not answered. */
  'step-save',
  /** Stripe made the deposit's payment intent; DepositRequested not appended yet. */
  'payment-intent',
  /** Stripe confirmed the card (its webhooks are on their way); the buyer not answered. */
  'card-confirmation',
  /** A Stripe webhook's fact appended; Stripe not acknowledged (it delivers again). */
  'webhook',
  /** The signature stored and recorded, not answered. */
  'signature',
  /** The contract signed and recorded, not answered. */
  'finalization',
  /** The signed contract's PDF drawn and stored (the order-finalization process); ContractDocumentStored not appended yet. */
  'contract-document',
  /** Stripe refunded a deposit (a lapsed reservation's, a cancelled purchase's); its webhook not received yet. */
  'refund',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

let armed: { point: CrashPoint; remaining: number } | null = null;

/** Reads `CRASH_AT` (main.ts, at boot): in production it is ignored, and said so; a malformed value is refused. */
export function armCrashPoint(spec: string | undefined, production: boolean): string | null {
  armed = null;
  if (!spec) return null;
  if (production) return 'CRASH_AT is ignored in production';
  const m = /^([a-z-]+)(?::([1-9]\d*))?$/.exec(spec.trim());
  const point = CRASH_POINTS.find((p) => p === m?.[1]);
  if (!m || !point) throw new Error(`CRASH_AT: "${spec}" is not <point>[:<n>] with a point among ${CRASH_POINTS.join(', ')}`);
  armed = { point, remaining: Number(m[2] ?? 1) };
  return `CRASH_AT armed: SIGKILL at the ${armed.remaining === 1 ? 'first' : `${armed.remaining}th`} "${point}"`;
}

/** A named point of the code where the chaos suite may kill the process (see CRASH_POINTS). */
export function crashPoint(point: CrashPoint): void {
  if (armed?.point !== point || --armed.remaining > 0) return;
  process.kill(process.pid, 'SIGKILL');
}
