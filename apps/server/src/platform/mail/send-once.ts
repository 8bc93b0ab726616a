import { sql, type Kysely } from 'kysely';
import { uuidFromName } from '../ids/uuid-from-name';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends a transactional email once per dedup key (ADR 0020). Under a transaction-scoped advisory lock on the key, the
 * ledger (a table of the sending module: `dedup_key text primary key, kind text, sent_at timestamptz`) is read, the
 * message sent, and the key written once the SMTP server accepted it. A retry, a concurrent firing or a restart after
 * that finds the key and sends nothing. The only window is a crash between the SMTP answer
 * and the ledger row: the resend carries the same Message-ID, which receiving servers and clients use to drop duplicates.
 */
export async function sendOnce(db: Kysely<any>, mailer: Mailer, ledger: string, key: string, message: MailMessage, now: Date): Promise<'sent' | 'already_sent'> {
  // One sender per key at a time (two timer firings, a manual retry): the second waits here, then finds the row.
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`mail:${key}`}, 0))`.execute(tx);
    const seen = await tx.selectFrom(ledger).select('dedup_key').where('dedup_key', '=', key).executeTakeFirst();
    if (seen) return 'already_sent' as const;
    await mailer.send({ ...message, messageId: message.messageId ?? `<${uuidFromName(`mail:${key}`)}@marketplace>` });
    await tx.insertInto(ledger).values({ dedup_key: key, kind: message.kind, sent_at: now.toISOString() }).execute();
    return 'sent' as const;
  });
}

/** The ledger table `sendOnce` reads and writes, for a module's migration. */
export async function createMailLedger(db: Kysely<any>, schema: string, table: string): Promise<void> {
  await sql`create table ${sql.table(`${schema}.${table}`)} (dedup_key text primary key, kind text not null, sent_at timestamptz not null)`.execute(db);
}
