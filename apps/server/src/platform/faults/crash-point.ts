import { writeSync } from 'node:fs';

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

interface Armed {
  readonly point: CrashPoint;
  /** Only where the point is reached for this subject (see `crashPoint`); any subject when absent. */
  readonly subject: string | null;
  remaining: number;
  readonly spec: string;
}
let armed: Armed[] = [];

/**
 * Reads `CRASH_AT` (main.ts, at boot): in production it is ignored, and said so; a malformed value is refused.
 * `CRASH_AT=<point>[:<n>][@<subject>][,…]`: several points may be armed at once (the chaos suite runs several purchases
 * against one server, each with its own point, ADR 0085); the first one reached kills the process.
 */
export function armCrashPoint(spec: string | undefined, production: boolean): string | null {
  armed = [];
  if (!spec) return null;
  if (production) return 'CRASH_AT is ignored in production';
  const parsed = spec.split(',').map((one) => {
    const m = /^([a-z-]+)(?::([1-9]\d*))?(?:@([\w./-]+))?$/.exec(one.trim());
    const point = CRASH_POINTS.find((p) => p === m?.[1]);
    if (!m || !point) throw new Error(`CRASH_AT: "${one}" is not <point>[:<n>][@<subject>] with a point among ${CRASH_POINTS.join(', ')}`);
    return { point, subject: m[3] ?? null, remaining: Number(m[2] ?? 1), spec: one.trim() };
  });
  armed = parsed;
  return `CRASH_AT armed: SIGKILL at ${parsed.map((a) => `the ${a.remaining === 1 ? 'first' : `${a.remaining}th`} "${a.point}"${a.subject ? ` of ${a.subject}` : ''}`).join(', or ')}`;
}

/**
 * A named point of the code where the chaos suite may kill the process (see CRASH_POINTS). `subject` names whose
 * point it is, so that a point armed for one purchase is not reached by another running at the same time: the
 * purchase's vehicle id (known to the suite before the purchase starts), and for `step-save` `<vehicle id>/<step>`.
 * Before the kill, the armed spec reached is written to stderr (synchronously: a pipe write on Linux), so the suite
 * knows which purchase the kill was.
 */
export function crashPoint(point: CrashPoint, subject?: string): void {
  if (armed.length === 0) return;
  const hit = armed.find((a) => a.point === point && (a.subject === null || a.subject === subject));
  if (!hit || --hit.remaining > 0) return;
  writeSync(2, `CRASH_AT reached: ${hit.spec}\n`);
  process.kill(process.pid, 'SIGKILL');
}
