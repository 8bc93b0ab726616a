import { type Kysely, sql } from 'kysely';

/**
 * Plans and subscription (issue #14 item 7, ADR 0032): dealer.subscriptions is the read model of `subscription-<id>`
 * streams, and a lead that came over its company's trial (after the 30 days or past the 100th lead since the contract
 * signature) is marked `over_trial_limit`: held (not listed, not delivered) until a paid plan is active.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dealer.subscriptions (
      company_id int primary key,
      plan text not null,
      status text not null,
      pending_plan text,
      signed_at timestamptz not null,
      trial_ends_at timestamptz not null,
      trial_lead_limit int not null,
      stripe_customer_id text,
      stripe_subscription_id text,
      version int not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`alter table dealer.lead_intents add column over_trial_limit boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.lead_intents drop column if exists over_trial_limit`.execute(db);
  await sql`drop table if exists dealer.subscriptions`.execute(db);
}
