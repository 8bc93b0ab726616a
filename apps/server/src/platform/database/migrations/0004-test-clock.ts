import { type Kysely, sql } from 'kysely';

/**
 * The environment's test clock (ADR 0082): how far this database's business time runs ahead of the machine's. One row,
 * read by every process of the environment; production refuses to boot when it is not 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table platform.test_clock (
      id boolean primary key default true check (id),
      offset_ms bigint not null default 0 check (offset_ms >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into platform.test_clock (id, offset_ms) values (true, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table platform.test_clock`.execute(db);
}
