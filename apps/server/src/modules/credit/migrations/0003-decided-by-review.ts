import { type Kysely, sql } from 'kysely';
import { APPLICATION_DETAILS_PROJECTION } from '../queries/get-credit-application-details/application-details.projection';
import { APPLICATION_SUMMARIES_PROJECTION } from '../queries/get-credit-applications/application-summaries.projection';

/**
 * A person's answer to a file the bureau could not answer now decides it (status 'decided', decided at the answer).
 * The row projections skip events at or below a row's version, so both tables refill from the log on first boot:
 * emptied with their checkpoints (erased applicants stay out, credit.erased_applicants is kept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from credit.application_details`.execute(db);
  await sql`delete from credit.application_summaries`.execute(db);
  await sql`delete from platform.projection_checkpoints where name in (${APPLICATION_DETAILS_PROJECTION}, ${APPLICATION_SUMMARIES_PROJECTION})`.execute(db);
}
