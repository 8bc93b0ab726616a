import { type Kysely, sql } from 'kysely';

/** Schema `trade_in`: the read tables of the trade-in context, written by its projections only. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists trade_in`.execute(db);
  // The wizard's and the details screen's row: one per trade-in, shaped for those screens.
  await sql`
    create table trade_in.trade_ins (
      id uuid primary key,
      owner_id text,
      status text not null,
      flow text not null,
      step int not null,
      vehicle jsonb not null,
      basic jsonb,
      equipment_codes jsonb,
      condition jsonb,
      photos jsonb not null,
      offer jsonb,
      adviser_reason text,
      last_value_change jsonb,
      completed boolean not null,
      confirmed_at timestamptz,
      started_at timestamptz not null,
      updated_at timestamptz not null,
      version int not null
    )`.execute(db);
  await sql`create index trade_ins_owner_idx on trade_in.trade_ins (owner_id, started_at desc)`.execute(db);
  await sql`create index trade_ins_advisers_idx on trade_in.trade_ins (updated_at, id) where status = 'with_advisers'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema trade_in cascade`.execute(db);
}
