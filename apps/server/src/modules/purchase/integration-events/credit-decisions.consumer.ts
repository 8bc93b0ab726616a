import { CreditDecidedV1 } from '@marketplace/contracts';
import { defineConsumer, type WakeUp } from '../../../platform/integration-events/integration-events';
import { deadlines, type Deadline } from '../../../platform/timers/deadlines';
import { CREDIT_DECISION } from '../process/purchase-deadlines/timer-kinds';

export const CREDIT_DECISIONS_CONSUMER = 'purchase.credit-decisions';

/** What the credit-decision timer carries: the public decision, never more (ADR 0011). */
export interface CreditDecisionPayload {
  readonly eventId: string;
  readonly applicationId: string;
  readonly outcome: string;
  readonly band: string | null;
  readonly decidedAt: string;
}

/**
 * credit.decided.v1 of an application made from a purchase (a person answered a file the bureau could not) reaches
 * the transaction that attached it. A consumer only writes tables in its batch, so it sets a deadline due at once; its
 * timer dispatches UpdateCreditDecision (idempotent by the public event id). A rebuild schedules nothing again.
 */
export const creditDecisionsConsumer = defineConsumer({
  name: CREDIT_DECISIONS_CONSUMER,
  schema: 'purchase',
  tables: [],
  inboxTable: 'credit_decisions_inbox',
  subscribesTo: [CreditDecidedV1],
  async handle(db, events, ctx): Promise<WakeUp[]> {
    if (ctx.mode !== 'live') return [];
    const due: Deadline[] = events.filter((e) => e.data.source === 'purchase').map((e) => ({
      kind: CREDIT_DECISION, key: e.eventId, version: 1, dueAt: new Date(e.occurredAt),
      payload: {
        eventId: e.eventId, applicationId: e.data.applicationId, outcome: e.data.outcome, band: e.data.band, decidedAt: e.data.decidedAt,
      } satisfies CreditDecisionPayload,
    }));
    await deadlines.schedule(db, due);
    return due;
  },
});
