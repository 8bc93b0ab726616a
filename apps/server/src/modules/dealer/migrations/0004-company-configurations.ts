import { type Kysely, sql } from 'kysely';

/** The configuration sections of a company (forms, promotions, directory, Shopicar, partner id, Shopitrade), by section. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.companies add column configurations jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.companies drop column configurations`.execute(db);
}
