import { type Kysely, sql } from 'kysely';

/**
 * A held inventory row closed by a later import of the same vehicle (issue #45 item 8, ADR 0076): `replaced`, with the
 * import that replaced it; the index finds a company's rows still held by VIN (each import's chunk asks it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.inventory_import_holds drop constraint if exists inventory_import_holds_status_check`.execute(db);
  await sql`
    alter table dealer.inventory_import_holds
      add constraint inventory_import_holds_status_check check (status in ('held', 'published', 'refused', 'replaced')),
      add column replaced_by uuid`.execute(db);
  await sql`create index inventory_import_holds_waiting on dealer.inventory_import_holds (upper(vin)) where status = 'held'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists dealer.inventory_import_holds_waiting`.execute(db);
  await sql`update dealer.inventory_import_holds set status = 'held' where status = 'replaced'`.execute(db);
  await sql`alter table dealer.inventory_import_holds drop constraint if exists inventory_import_holds_status_check`.execute(db);
  await sql`
    alter table dealer.inventory_import_holds
      add constraint inventory_import_holds_status_check check (status in ('held', 'published', 'refused')),
      drop column if exists replaced_by`.execute(db);
}
