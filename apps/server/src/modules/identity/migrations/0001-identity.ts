import { type Kysely, sql } from 'kysely';

/**
 * Schema `identity`.
 * - users, user_sections: read models, projected asynchronously from the user streams (identity.projections.ts).
 * - sessions, devices, login_tokens: written inline by the request that creates or ends them. Sessions are security
 *   state, not domain facts: the cookie handed out by a login must work on the very next request, and a session
 *   ended by logout, password change, deactivation or deletion must stop working on the next request, not once a
 *   projection catches up. They also hold nothing worth replaying (a replay must not resurrect sessions). A
 *   projection (session guard) re-applies the event-driven revocations as a backstop.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists identity`.execute(db);
  await sql`
    create table identity.users (
      user_id uuid primary key,
      version int not null,
      user_name text,
      email text,
      first_name text,
      last_name text,
      phone text,
      cell text,
      postal_code text,
      address text,
      city_id int,
      province_id int,
      date_of_birth text,
      company_name text,
      addresses jsonb,
      user_type_id int not null,
      status_id int not null,
      language_id int not null,
      company_id int not null default 0,
      confirm_by text not null,
      email_verified boolean not null default false,
      activated boolean not null default false,
      phone_key text not null default '',
      verified_phone_key text,
      phone_verified boolean not null default false,
      deleted boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index users_created_idx on identity.users (created_at desc, user_id)`.execute(db);
  await sql`create index users_type_idx on identity.users (user_type_id)`.execute(db);
  await sql`
    create table identity.user_sections (
      user_id uuid not null,
      section_id int not null,
      active boolean not null,
      primary key (user_id, section_id)
    )`.execute(db);

  await sql`
    create table identity.sessions (
      session_id uuid primary key,
      token_hash bytea not null,
      user_id uuid not null,
      impersonator_id uuid,
      user_type_id int not null,
      activated boolean not null,
      active boolean not null,
      user_version int not null,
      persistent boolean not null,
      device_id text not null,
      ip_address text not null default '',
      created_at timestamptz not null default clock_timestamp(),
      expires_at timestamptz not null,
      last_seen_at timestamptz not null default clock_timestamp()
    )`.execute(db);
  await sql`create unique index sessions_token_hash_idx on identity.sessions (token_hash) include (expires_at)`.execute(db);
  await sql`create index sessions_user_idx on identity.sessions (user_id)`.execute(db);
  await sql`create index sessions_expiry_idx on identity.sessions (expires_at)`.execute(db);

  await sql`
    create table identity.devices (
      user_id uuid not null,
      device_id text not null,
      name text not null,
      version text not null,
      ip_address text not null,
      last_accessed timestamptz not null,
      primary key (user_id, device_id)
    )`.execute(db);

  await sql`
    create table identity.login_tokens (
      token_hash bytea primary key,
      user_id uuid not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index login_tokens_user_idx on identity.login_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema identity cascade`.execute(db);
}
