import { type Kysely, sql } from 'kysely';

/**
 * Which payment each Stripe event handled was about (issue #46, ADR 0087): the audit console shows a purchase's Stripe
 * events on its timeline, and the events that changed nothing too (a redelivered intent's creation, a refund already
 * known). Events handled before have none of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table platform.stripe_webhook_events add column payment_intent_id text, add column created_at timestamptz, add column applied boolean`.execute(db);
  await sql`create index stripe_webhook_events_intent_idx on platform.stripe_webhook_events (lower(payment_intent_id)) where payment_intent_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists platform.stripe_webhook_events_intent_idx`.execute(db);
  await sql`alter table platform.stripe_webhook_events drop column payment_intent_id, drop column created_at, drop column applied`.execute(db);
}
