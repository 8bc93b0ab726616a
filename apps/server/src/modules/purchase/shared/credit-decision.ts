import type { CreditDecisionRef } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { recentPrequalification } from '../../credit/credit.public';

const OUTCOMES: readonly string[] = ['congratulations', 'refused', 'not_eligible'];

/** The buyer's decided credit pre-qualification younger than 30 days (credit's public API), as it travels with a purchase. */
export async function creditDecisionOf(db: Kysely<any>, userId: string, now: Date): Promise<CreditDecisionRef | null> {
  const p = await recentPrequalification(db, userId, now);
  if (!p || !OUTCOMES.includes(p.outcome)) return null;
  return { applicationId: p.applicationId, outcome: p.outcome as CreditDecisionRef['outcome'], band: p.band as CreditDecisionRef['band'], decidedAt: p.decidedAt };
}
