import { type Kysely, sql } from 'kysely';

/**
 * The Stripe events this server has handled, by id: a delivery of one of them again (Stripe's retry of an event
 * already acknowledged, a replayed capture) is answered 200 and logged as a replay without reaching the modules.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists platform`.execute(db);
  await sql`
    create table platform.stripe_webhook_events (
      event_id text primary key,
      endpoint text not null,
      type text not null,
      handled_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table platform.stripe_webhook_events`.execute(db);
}
