import type { Pool } from 'pg';
import type { TimerService } from '../timers/timer-service';

/** Pending messages by consumer, then by state. */
export type OutboxPending = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * An outbox whose depth the metrics show (ADR 0080, `outbox_pending_messages`): messages this server must still send
 * out, by what sends them and in which state. A context declares its own in its registration (`outboxes`); the mail
 * outbox (the deadlines of the timers that send an email, `TimerHandler.outbox`) is the platform's.
 */
export interface OutboxDepth {
  /** The outbox (label `outbox`), e.g. `dealer.lead-outbox`. */
  readonly outbox: string;
  /** Every state a pending message can be in (label `state`): each is reported, 0 when none. */
  readonly states: readonly string[];
  /** Pending messages by consumer (label `consumer`: the timer kind that sends them), then state, read at each scrape. */
  pending(pool: Pool): Promise<OutboxPending>;
}

/**
 * The mail outbox: an email is sent by a timer (a deadline per email, fired once, its ledger keeping it from going
 * twice: ADR 0020), so the deadlines of those timers that are due and not fired are the emails waiting to go out;
 * `due` has not been tried yet, `retrying` failed (the SMTP server refused, a timeout) and waits for its backoff.
 */
export function mailOutbox(timers: Pick<TimerService, 'kindsOf'>): OutboxDepth {
  return {
    outbox: 'mail',
    states: ['due', 'retrying'],
    async pending(pool) {
      const kinds = timers.kindsOf('mail');
      const out: Record<string, Record<string, number>> = Object.fromEntries(kinds.map((k) => [k, { due: 0, retrying: 0 }]));
      if (kinds.length === 0) return out;
      const { rows } = await pool.query<{ kind: string; due: string; retrying: string }>(MAIL_PENDING, [kinds]);
      for (const r of rows) out[r.kind] = { due: Number(r.due), retrying: Number(r.retrying) };
      return out;
    },
  };
}

const MAIL_PENDING = `
  select kind, count(*) filter (where last_error is null) as due, count(*) filter (where last_error is not null) as retrying
    from platform.deadlines
   where fired_at is null and due_at <= now() and kind = any($1::text[])
   group by kind`;
