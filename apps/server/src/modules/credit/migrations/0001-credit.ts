import { type Kysely, sql } from 'kysely';

/** Schema `credit`: the read tables of the credit context, written by its projections only. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists credit`.execute(db);
  // The owner's wizard and result page: answers and factors stay sealed here, the owner's read opens them.
  await sql`
    create table credit.application_details (
      id uuid primary key,
      owner_id text not null,
      status text not null,
      started_at timestamptz not null,
      answers jsonb not null,
      sin_provided boolean not null,
      consent boolean not null,
      facts jsonb not null,
      decision jsonb,
      review jsonb,
      version int not null
    )`.execute(db);
  await sql`create index application_details_owner_idx on credit.application_details (owner_id, started_at desc)`.execute(db);
  // Lists: the customer's applications and score, the super admins' list and review queue. Nothing personal.
  await sql`
    create table credit.application_summaries (
      id uuid primary key,
      owner_id text not null,
      status text not null,
      started_at timestamptz not null,
      outcome text,
      score int,
      band text,
      decided_at timestamptz,
      review text not null,
      review_requested_at timestamptz,
      version int not null
    )`.execute(db);
  await sql`create index application_summaries_owner_idx on credit.application_summaries (owner_id, started_at desc)`.execute(db);
  await sql`create index application_summaries_queue_idx on credit.application_summaries (review_requested_at) where review = 'requested'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema credit cascade`.execute(db);
}
