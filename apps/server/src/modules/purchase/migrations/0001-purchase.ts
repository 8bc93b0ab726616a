import { type Kysely, sql } from 'kysely';

/**
 * The purchase read side. Transactions are event-sourced (`purchase-<id>` streams; vehicle holds live on the
 * catalog's `vehicle-<id>` streams); these tables are projections. No personal data here: names and addresses stay
 * sealed in the events and are opened for their owner only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists purchase`.execute(db);
  await sql`
    create table purchase.transactions (
      transaction_id uuid primary key,
      user_id text not null,
      vehicle_id text not null,
      status text not null check (status in ('incomplete', 'pending', 'completed', 'cancelled')),
      year int not null,
      make text not null,
      model text not null,
      version text not null,
      photo_url text,
      price bigint not null,
      company_id int,
      province text,
      completed_steps jsonb not null default '[]',
      dirty_steps jsonb not null default '[]',
      deposit_status text not null default 'none',
      deposit_amount bigint not null default 0,
      payment_intent_id text,
      deposit_updated_at timestamptz,
      document_signed boolean not null default false,
      contract_url text,
      started_at timestamptz not null,
      updated_at timestamptz not null,
      stream_version int not null,
      -- The folded domain state without its personal fields (they stay sealed in the events), to evolve the row.
      state jsonb not null
    )`.execute(db);
  await sql`create index transactions_user_idx on purchase.transactions (user_id, started_at)`.execute(db);
  await sql`create index transactions_vehicle_user_idx on purchase.transactions (vehicle_id, user_id)`.execute(db);
  await sql`create index transactions_payment_intent_idx on purchase.transactions (payment_intent_id) where payment_intent_id is not null`.execute(db);

  // Lead records for the dealer (the dealer issue displays them): one row per key purchase event or sent lead.
  await sql`
    create table purchase.leads (
      id bigint generated always as identity primary key,
      event_id uuid not null unique,
      kind text not null,
      transaction_id uuid,
      vehicle_id text,
      user_id text,
      company_id int,
      year int,
      make text,
      model text,
      message text,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index leads_company_idx on purchase.leads (company_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema if exists purchase cascade`.execute(db);
}
