import { type Kysely, sql } from 'kysely';

/**
 * Inventory rows held for review (issue #45 item 8, ADR 0076): a row whose price, kilometres or VIN is not plausible
 * is kept here with its reasons, not listed, until the dealer confirms it. The hold and the confirmation are events on
 * the import's stream (inventory-import-<id>); this table is the job's own state beside them, as the import itself is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.inventory_imports add column held_rows int not null default 0`.execute(db);
  await sql`
    create table dealer.inventory_import_holds (
      import_id uuid not null references dealer.inventory_imports (import_id) on delete cascade,
      line int not null,
      vehicle_id uuid not null,
      vin text not null,
      body jsonb not null,
      reasons text[] not null,
      status text not null default 'held' check (status in ('held', 'published', 'refused')),
      refusal_code text,
      updated_at timestamptz not null,
      primary key (import_id, line)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.inventory_import_holds`.execute(db);
  await sql`alter table dealer.inventory_imports drop column if exists held_rows`.execute(db);
}
