import { type Kysely, sql } from 'kysely';

/** What an inventory import's file was detected as (ADR 0068): its encoding and its separator. Null before then. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.inventory_imports add column encoding text, add column separator text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.inventory_imports drop column encoding, drop column separator`.execute(db);
}
