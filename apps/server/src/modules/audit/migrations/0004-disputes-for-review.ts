import { type Kysely, sql } from 'kysely';

/**
 * Card disputes Stripe sent for a charge no purchase is known by (issue #46): kept for support to review, never
 * dropped. One row per dispute; a later event about it updates the row (its status, the last event).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit.disputes_for_review (
      dispute_id text primary key,
      charge_id text,
      payment_intent_id text,
      reason text not null,
      amount bigint not null,
      currency text not null,
      status text not null,
      evidence_due_by timestamptz,
      last_event_id text not null,
      last_event_type text not null,
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit.disputes_for_review`.execute(db);
}
