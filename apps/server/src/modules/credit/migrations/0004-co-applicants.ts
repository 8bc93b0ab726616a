import { type Kysely, sql } from 'kysely';
import { APPLICATION_DETAILS_PROJECTION } from '../queries/get-credit-application-details/application-details.projection';
import { APPLICATION_SUMMARIES_PROJECTION } from '../queries/get-credit-applications/application-summaries.projection';

/**
 * Joint applications (issue 42, ADR 0063): the lists say which application had a co-applicant; the details keep the
 * co-applicant, sealed with their own key. Both tables refill from the log on first boot, as in 0003.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table credit.application_summaries add column co_applicant boolean not null default false`.execute(db);
  await sql`alter table credit.application_details add column co_applicant jsonb`.execute(db);
  await sql`delete from credit.application_details`.execute(db);
  await sql`delete from credit.application_summaries`.execute(db);
  await sql`delete from platform.projection_checkpoints where name in (${APPLICATION_DETAILS_PROJECTION}, ${APPLICATION_SUMMARIES_PROJECTION})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table credit.application_details drop column co_applicant`.execute(db);
  await sql`alter table credit.application_summaries drop column co_applicant`.execute(db);
}
