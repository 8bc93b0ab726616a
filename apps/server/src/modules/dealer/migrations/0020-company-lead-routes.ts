import { type Kysely, sql } from 'kysely';

/** Which leads each lead address receives (issue #45): a list of routes by lead type, make and brand; none: every lead. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.companies add column lead_routes jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.companies drop column lead_routes`.execute(db);
}
