import { type Kysely, sql } from 'kysely';

/**
 * Private files (driver's licences, signatures, contracts). Each file's bytes are encrypted with its own random key;
 * that key is sealed with the owner's privacy-vault key (ARCHITECTURE §3 rule 10), so deleting the owner's key
 * shreds their files too. Files are served only through the API, to their owner and staff.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists files`.execute(db);
  await sql`
    create table files.private_files (
      file_id uuid primary key,
      subject_id text not null,
      kind text not null,
      content_type text not null,
      bytes int not null,
      sealed_key text not null,
      data bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index private_files_subject_idx on files.private_files (subject_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema if exists files cascade`.execute(db);
}
