import type { Kysely } from 'kysely';

/** What the app shell, other modules and tests may use from the credit context. */
export { creditRegistration } from './credit.registration';

/** A pre-qualification is reused by purchase's finance step while it is younger than this (issue #13 item 6). */
export const PREQUALIFICATION_VALID_DAYS = 30;

/**
 * For purchase: the user's latest decided pre-qualification younger than 30 days at `now`, or null (no personal
 * values: outcome, score band, when). Purchase will pre-fill its finance step from it; submitting from purchase
 * (`submitApplicationFor`) is to be wired after the merge through the same commands as the wizard.
 */
export async function recentPrequalification(db: Kysely<any>, userId: string, now: Date) {
  const since = new Date(now.getTime() - PREQUALIFICATION_VALID_DAYS * 86_400_000).toISOString();
  const row = await db.selectFrom('credit.application_summaries').select(['id', 'outcome', 'band', 'decided_at'])
    .where('owner_id', '=', userId).where('decided_at', '>=', since).orderBy('decided_at', 'desc').limit(1).executeTakeFirst();
  return row ? { applicationId: row.id as string, outcome: row.outcome as string, band: row.band as string | null, decidedAt: new Date(row.decided_at).toISOString() } : null;
}
