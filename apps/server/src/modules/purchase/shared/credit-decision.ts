import type { CreditDecisionRef } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { prequalificationTerms, recentPrequalification } from '../../credit/credit.public';

const OUTCOMES: readonly string[] = ['congratulations', 'refused', 'not_eligible'];

/**
 * The buyer's latest decided credit pre-qualification younger than 30 days (credit's public API), as it travels with a
 * purchase: with its rate and approved maximum when it is a congratulations (ADR 0057).
 */
export async function creditDecisionOf(db: Kysely<any>, store: EventStore, userId: string, now: Date): Promise<CreditDecisionRef | null> {
  const p = await recentPrequalification(db, userId, now);
  if (!p || !OUTCOMES.includes(p.outcome)) return null;
  const terms = p.outcome === 'congratulations' ? await prequalificationTerms(store, p.applicationId) : null;
  return withTerms({ applicationId: p.applicationId, outcome: p.outcome as CreditDecisionRef['outcome'], band: p.band as CreditDecisionRef['band'], decidedAt: p.decidedAt }, terms);
}

/** A decision with the rate and maximum it gives, when it gives them (a refusal, or a person's approval without terms, has none). */
export function withTerms(ref: CreditDecisionRef, terms: { ratePercent: number | null; maxAmount: number | null } | null): CreditDecisionRef {
  return terms?.ratePercent != null ? { ...ref, ratePercent: terms.ratePercent, maxAmount: terms.maxAmount } : ref;
}
