import { type Kysely, sql } from 'kysely';

/**
 * Companies as streams (ADR 0018): `dealer.companies` is their read model (one row per stream, with its version for
 * the next edit's expected version). New ids come from a sequence, after the demo companies (1 to 8).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence dealer.company_ids start with 100`.execute(db);
  await sql`
    create table dealer.companies (
      company_id int primary key,
      name text not null,
      type_id int not null,
      city text not null,
      province text not null,
      lat double precision not null,
      lng double precision not null,
      makes jsonb not null,
      active boolean not null,
      emails jsonb not null,
      version int not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.companies`.execute(db);
  await sql`drop sequence if exists dealer.company_ids`.execute(db);
}
