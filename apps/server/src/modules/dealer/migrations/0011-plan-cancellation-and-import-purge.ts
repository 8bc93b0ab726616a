import { type Kysely, sql } from 'kysely';

/** The timer kind of an import's purge (notifications/inventory-import-purge.timer.ts); a constant here, as migrations never change. */
const PURGE_KIND = 'dealer.inventory-import-purge';
/** INVENTORY_IMPORT_RETENTION_DAYS' default: the imports finished before this migration are due at it, re-checked when they fire. */
const DEFAULT_RETENTION_DAYS = 30;

/**
 * Issue #14, items 1 and 5 of the follow-up (ADR 0032, 0026):
 * - dealer.subscriptions keeps the paid period's end and, once a paid plan is cancelled, when it ends;
 * - inventory imports are purged after a retention: their file and row errors go, their summary stays with
 *   `purged_at`. Finished imports get a purge deadline (platform.deadlines, keyed by import id), those that finished
 *   before now too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dealer.subscriptions add column current_period_end timestamptz, add column cancels_at timestamptz`.execute(db);
  await sql`
    alter table dealer.inventory_imports
      alter column content drop not null,
      add column finished_at timestamptz,
      add column purged_at timestamptz`.execute(db);
  await sql`update dealer.inventory_imports set finished_at = updated_at where status in ('done', 'failed')`.execute(db);
  await sql`
    insert into platform.deadlines (kind, key, version, due_at, payload)
    select ${PURGE_KIND}, import_id::text, 1, finished_at + make_interval(days => ${DEFAULT_RETENTION_DAYS}), jsonb_build_object('importId', import_id)
    from dealer.inventory_imports where finished_at is not null
    on conflict (kind, key) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from platform.deadlines where kind = ${PURGE_KIND}`.execute(db);
  await sql`update dealer.inventory_imports set content = '' where content is null`.execute(db);
  await sql`
    alter table dealer.inventory_imports
      alter column content set not null,
      drop column if exists finished_at,
      drop column if exists purged_at`.execute(db);
  await sql`alter table dealer.subscriptions drop column if exists current_period_end, drop column if exists cancels_at`.execute(db);
}
