import { type Kysely, sql } from 'kysely';

/** An answer to a support message, emailed to its sender (the ledger's row: what was sent, when). */
export interface AnswerEmailSent {
  readonly messageId: string;
  readonly kind: string;
  readonly sentAt: string;
}

/**
 * The answers emailed for these messages, oldest first (the audit timeline of a purchase shows them beside its buyer's
 * messages, ADR 0087). The email itself is not kept: only that it went, and when.
 */
export async function answerEmailsSent(db: Kysely<any>, messageIds: readonly string[]): Promise<AnswerEmailSent[]> {
  if (messageIds.length === 0) return [];
  const { rows } = await sql<{ message_id: string; kind: string; sent_at: Date }>`
    select split_part(dedup_key, ':', 2) as message_id, kind, sent_at from support.mail_ledger
    where split_part(dedup_key, ':', 2) = any(${sql.val([...messageIds])}::text[]) and dedup_key like 'support-answer:%'
    order by sent_at`.execute(db);
  return rows.map((r) => ({ messageId: r.message_id, kind: r.kind, sentAt: new Date(r.sent_at).toISOString() }));
}
