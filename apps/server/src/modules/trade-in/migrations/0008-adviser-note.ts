import { type Kysely, sql } from 'kysely';

/** The customer's note when they ask an adviser instead of the guide (ADR 0058): the adviser queue shows it. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table trade_in.trade_ins add column if not exists adviser_note text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table trade_in.trade_ins drop column if exists adviser_note`.execute(db);
}
