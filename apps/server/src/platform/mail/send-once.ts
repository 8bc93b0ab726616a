import { sql, type Kysely } from 'kysely';
import { uuidFromName } from '../ids/uuid-from-name';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends a transactional email once per dedup key (ADR 0020). The ledger (a table of the sending module: `dedup_key text
 * primary key, kind text, sent_at timestamptz`) is read first and written once the SMTP server accepted the message. A
 * retry or a restart after that finds the key and sends nothing. The only window is a crash between the SMTP answer
 * and the ledger row: the resend carries the same Message-ID, which receiving servers and clients use to drop duplicates.
 */
export async function sendOnce(db: Kysely<any>, mailer: Mailer, ledger: string, key: string, message: MailMessage, now: Date): Promise<'sent' | 'already_sent'> {
  const seen = await db.selectFrom(ledger).select('dedup_key').where('dedup_key', '=', key).executeTakeFirst();
  if (seen) return 'already_sent';
  await mailer.send({ ...message, messageId: message.messageId ?? `<${uuidFromName(`mail:${key}`)}@marketplace>` });
  await db.insertInto(ledger).values({ dedup_key: key, kind: message.kind, sent_at: now.toISOString() })
    .onConflict((oc) => oc.column('dedup_key').doNothing()).execute();
  return 'sent';
}

/** The ledger table `sendOnce` reads and writes, for a module's migration. */
export async function createMailLedger(db: Kysely<any>, schema: string, table: string): Promise<void> {
  await sql`create table ${sql.table(`${schema}.${table}`)} (dedup_key text primary key, kind text not null, sent_at timestamptz not null)`.execute(db);
}
