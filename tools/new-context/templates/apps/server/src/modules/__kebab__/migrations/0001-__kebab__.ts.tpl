import { type Kysely, sql } from 'kysely';

/** Schema `__snake__`: the read tables of the __kebab__ context, written by its projections only. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists __snake__`.execute(db);
  await sql`
    create table __snake__.__snake___list (
      id uuid primary key,
      owner_id text not null,
      name text not null,
      created_at timestamptz not null,
      expired boolean not null default false,
      version int not null
    )`.execute(db);
  await sql`create index __snake___list_owner_idx on __snake__.__snake___list (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema __snake__ cascade`.execute(db);
}
