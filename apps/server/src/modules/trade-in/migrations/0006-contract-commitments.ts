import { type Kysely, sql } from 'kysely';

/** The purchase transaction whose contract credits a trade-in: the purchase's choices leave it out. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table trade_in.trade_ins add column committed_to text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table trade_in.trade_ins drop column committed_to`.execute(db);
}
