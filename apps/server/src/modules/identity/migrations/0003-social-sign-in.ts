import { type Kysely, sql } from 'kysely';

/**
 * Social sign-in (issue #19). identity.social_flows: one row per authorization request, keyed by the SHA-256 of its
 * state and bound to the browser that started it (SHA-256 of the `Social.Flow` cookie); taken (deleted) by the first
 * callback, so a replayed callback finds nothing. identity.social_pending_links: a provider account whose email
 * belongs to an existing account, waiting (15 minutes) for that account's password; keyed by the SHA-256 of the
 * `Social.Link` cookie. Both are short-lived security state, written inline like sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table identity.social_flows (
      state_hash bytea primary key,
      browser_hash bytea not null,
      provider text not null,
      mode text not null,
      user_id uuid,
      lang text not null,
      nonce text not null,
      code_verifier text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index social_flows_expiry_idx on identity.social_flows (expires_at)`.execute(db);
  await sql`
    create table identity.social_pending_links (
      token_hash bytea primary key,
      user_id uuid not null,
      provider text not null,
      subject_key text not null,
      lang text not null,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table identity.social_pending_links`.execute(db);
  await sql`drop table identity.social_flows`.execute(db);
}
