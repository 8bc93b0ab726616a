import { type Kysely, sql } from 'kysely';

/** The block's rows: every trade-in, shown once confirmed (filters by year, make, model, price, province). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table trade_in.block (
      id uuid primary key, year int not null, make_id int, make text not null, model_id int, model text not null, trim text,
      mileage int, province text, value bigint, price_low bigint, price_high bigint, photo_slots jsonb not null, confirmed_at timestamptz,
      inventory_company_id int, discarded boolean not null, version int not null
    )`.execute(db);
  await sql`create index block_confirmed_idx on trade_in.block (confirmed_at desc, id) where confirmed_at is not null and not discarded`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table trade_in.block`.execute(db);
}
