import { sql, type Kysely } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/**
 * The catalog's sellers come from the dealer context's public events (ADR 0025): `catalog.sellers`, fed by the
 * consumer `catalog.sellers`, replaces the catalog's own copy `catalog.companies`. The consumer starts from the first
 * event, so the new table fills from the company streams as soon as the app runs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table catalog.sellers (
      company_id int primary key, name text not null, city text not null, province text not null,
      lat double precision not null, lng double precision not null, active boolean not null
    )`.execute(db);
  await createInboxTable(db, 'catalog', 'sellers_inbox');
  await sql`drop table catalog.companies`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create table catalog.companies (
      id int primary key, name text not null, city text not null, province text not null, lat double precision not null, lng double precision not null
    )`.execute(db);
  await sql`insert into catalog.companies (id, name, city, province, lat, lng) select company_id, name, city, province, lat, lng from catalog.sellers`.execute(db);
  await sql`drop table catalog.sellers_inbox`.execute(db);
  await sql`drop table catalog.sellers`.execute(db);
}
