import { type Kysely, sql } from 'kysely';

/**
 * Notifications: dealer inventory feed imports (issue #14 item 5, ADR 0026). An import is a job (a platform deadline
 * fired through BullMQ) over its uploaded file; its row errors are kept per line and column. These are the job's own
 * state, not a projection: the vehicles it lists are catalog streams.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dealer.inventory_imports (
      import_id uuid primary key,
      company_id int not null,
      file_name text not null,
      content text not null,
      uploaded_by text not null,
      status text not null check (status in ('queued', 'running', 'done', 'failed')),
      notification_status text not null default 'unread' check (notification_status in ('unread', 'read', 'archived')),
      total_rows int not null default 0,
      processed_rows int not null default 0,
      imported_rows int not null default 0,
      error_rows int not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index inventory_imports_company_idx on dealer.inventory_imports (company_id, created_at desc)`.execute(db);
  await sql`
    create table dealer.inventory_import_errors (
      import_id uuid not null references dealer.inventory_imports (import_id) on delete cascade,
      line int not null,
      seq int not null,
      column_name text,
      section text not null,
      code text not null,
      message text not null,
      primary key (import_id, line, seq)
    )`.execute(db);
  await sql`create index inventory_import_errors_section_idx on dealer.inventory_import_errors (import_id, section, line)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists dealer.inventory_import_errors`.execute(db);
  await sql`drop table if exists dealer.inventory_imports`.execute(db);
}
