import { type Kysely, sql } from 'kysely';

/**
 * Issue #46 item 1 (ADR 0087): the address and device of the buyer's key acts (the lock, the deposit, the signature,
 * the finalization), as the request that made each came. The client (IP address and user agent) is personal data:
 * sealed with the buyer's key (crypto-shredding), the row deleted with their account (erased-buyers). And the emails
 * a purchase sent, found by their transaction for the audit timeline (the ledger's keys are `<kind>:<transactionId>…`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table purchase.access_activity (
      user_id text not null,
      act text not null check (act in ('lock', 'deposit', 'signature', 'finalization')),
      correlation_id text not null,
      transaction_id text,
      vehicle_id text not null,
      ref text,
      occurred_at timestamptz not null,
      impersonator_id text,
      client text not null,
      primary key (user_id, act, correlation_id)
    )`.execute(db);
  await sql`create index access_activity_transaction_idx on purchase.access_activity (transaction_id) where transaction_id is not null`.execute(db);
  await sql`create index access_activity_vehicle_idx on purchase.access_activity (user_id, vehicle_id) where act = 'lock'`.execute(db);
  await sql`create index sent_emails_transaction_idx on purchase.sent_emails ((split_part(dedup_key, ':', 2)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists purchase.sent_emails_transaction_idx`.execute(db);
  await sql`drop table if exists purchase.access_activity`.execute(db);
}
