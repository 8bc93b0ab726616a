import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Unsubscribing from reminder emails (ADR 0029). A reminder (reservation ending, trade-in offer expiring) carries a
 * link to /{lang}/unsubscribe?list=reminders&token=…; the token is the person's id signed with the server secret, so
 * the link works without signing in and cannot be forged for someone else. It does not expire: an old email's link
 * keeps working. Receipts and confirmations never carry it and never read the opt-out.
 */
const PURPOSE = 'reminders-unsubscribe';

const signature = (secret: string, userId: string) => createHmac('sha256', secret).update(`${PURPOSE}|${userId}`).digest('base64url');

export function reminderUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(secret, userId)}`;
}

/** The person a token was issued for, or null when it is malformed or its signature is wrong. */
export function userIdOfReminderToken(secret: string, token: string): string | null {
  const [encoded, given] = token.split('.');
  if (!encoded || !given) return null;
  const userId = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
}

/** The web page a reminder links to (and its List-Unsubscribe header names). */
export function reminderUnsubscribeUrl(o: { secret: string; baseUrl: string; lang: string; userId: string }): string {
  return `${o.baseUrl}/${o.lang}/unsubscribe?list=reminders&token=${encodeURIComponent(reminderUnsubscribeToken(o.secret, o.userId))}`;
}

/** Records the opt-out (idempotent: the first date stays). */
export async function optOutOfReminders(db: Kysely<any>, userId: string, now: Date): Promise<void> {
  await db.insertInto('identity.reminder_opt_outs').values({ user_id: userId, unsubscribed_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** Whether reminders may still be sent to this person. */
export async function remindersAllowed(db: Kysely<any>, userId: string): Promise<boolean> {
  return !(await db.selectFrom('identity.reminder_opt_outs').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}
