import { type Kysely, sql } from 'kysely';

/**
 * Read models of their own shape (issue #11). purchase.transactions stored the write model's state as JSON; it gives
 * way to one table per group of screens, built by pure row projections from the log (their checkpoints start at the
 * beginning, so they fill themselves on first boot). purchase.leads leaves: the dealer module builds leads from
 * purchase's integration events. Instants are ISO-8601 UTC text, as the events carry them (they sort as text).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists purchase.transactions`.execute(db);
  await sql`drop table if exists purchase.leads`.execute(db);
  await sql`delete from platform.projection_checkpoints where name = 'purchase.transactions'`.execute(db);
  await sql`
    create table purchase.transaction_list (
      transaction_id uuid primary key,
      user_id text not null,
      vehicle_id text not null,
      status text not null check (status in ('incomplete', 'pending', 'completed', 'cancelled')),
      year int not null,
      make text not null,
      model text not null,
      trim text not null,
      photo_url text,
      started_at text not null,
      cancelled boolean not null,
      deposit jsonb not null,
      contract_url text,
      stream_version int not null
    )`.execute(db);
  await sql`create index transaction_list_user_idx on purchase.transaction_list (user_id, started_at)`.execute(db);
  await sql`
    create table purchase.transaction_details (
      transaction_id uuid primary key,
      user_id text not null,
      vehicle_id text not null,
      status text not null check (status in ('incomplete', 'pending', 'completed', 'cancelled')),
      started_at text not null,
      updated_at text not null,
      cancelled boolean not null,
      vehicle jsonb not null,
      province text,
      steps jsonb not null,
      trade_in jsonb,
      payment_method jsonb,
      protection_plan jsonb,
      delivery jsonb,
      license jsonb not null,
      deposit jsonb not null,
      signature_uploaded boolean not null,
      contract jsonb,
      -- Personal entries, sealed with the buyer's key (scrubbed on UserDeleted; unreadable once the key is shredded).
      entries jsonb not null,
      stream_version int not null
    )`.execute(db);
  await sql`create index transaction_details_buyer_vehicle_idx on purchase.transaction_details (user_id, vehicle_id, started_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists purchase.transaction_list`.execute(db);
  await sql`drop table if exists purchase.transaction_details`.execute(db);
}
