import { type Kysely, sql } from 'kysely';
import { createInboxTable } from '../../../platform/integration-events/inbox';

/** Schema `garage`: the garage's read table (one row per vehicle, its value history inline) and the purchases inbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists garage`.execute(db);
  await sql`
    create table garage.vehicles (
      garage_vehicle_id uuid primary key,
      owner_id text not null,
      vehicle jsonb not null,
      history jsonb not null,
      removed boolean not null default false,
      added_at timestamptz not null,
      version int not null
    )`.execute(db);
  await sql`create index vehicles_owner_idx on garage.vehicles (owner_id, added_at desc)`.execute(db);
  await createInboxTable(db, 'garage', 'purchases_inbox');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema garage cascade`.execute(db);
}
