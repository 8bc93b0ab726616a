import { type Kysely, sql } from 'kysely';

/**
 * identity.known_devices (ADR 0022): the devices that signed in to an account, by the SHA-256 of their device cookie
 * (a random token; never stored in clear). Security state written inline by the login, like sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table identity.known_devices (
      token_hash bytea not null,
      user_id uuid not null,
      created_at timestamptz not null default clock_timestamp(),
      last_signed_in_at timestamptz not null,
      primary key (token_hash, user_id)
    )`.execute(db);
  await sql`create index known_devices_user_idx on identity.known_devices (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table identity.known_devices`.execute(db);
}
