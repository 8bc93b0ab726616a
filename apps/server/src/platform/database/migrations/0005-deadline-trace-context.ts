import { type Kysely, sql } from 'kysely';

/**
 * The trace of whoever scheduled a deadline (ADR 0080), so that its firing and the email it sends join that trace:
 * `{ traceparent, tracestate?, link }`, null without tracing. `link` is decided when it is scheduled: a deadline due
 * more than a minute later is a deferred job, whose firing starts a trace of its own linked to the scheduling span.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table platform.deadlines add column trace jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table platform.deadlines drop column trace`.execute(db);
}
