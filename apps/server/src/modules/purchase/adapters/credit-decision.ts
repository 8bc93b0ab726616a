import type { CreditDecisionRef } from '@marketplace/domain';
import type { CoApplicantName, CreditDecisionSummary, CreditPublicApi } from '../../credit/credit.public';

/**
 * A decision of credit's public API as it travels with a purchase: outcome, band, when, whether a co-applicant was
 * part of it (ADR 0063), and the rate and approved maximum when it is a congratulations with terms (ADR 0057).
 */
export function creditDecisionRef(d: CreditDecisionSummary | null): CreditDecisionRef | null {
  if (!d) return null;
  const ref: CreditDecisionRef = {
    applicationId: d.applicationId, outcome: d.outcome, band: d.band, decidedAt: d.decidedAt, ...(d.coApplicant ? { coApplicant: true } : {}),
  };
  return d.outcome === 'congratulations' && d.ratePercent !== null ? { ...ref, ratePercent: d.ratePercent, maxAmount: d.maxAmount } : ref;
}

/** The co-applicant of the joint application a finance or lease uses (ADR 0063), from credit, for the buyer's review and contract; else null. */
export async function coApplicantOf(
  credit: CreditPublicApi, s: { readonly userId: string; readonly paymentMethod: { readonly method: string } | null; readonly creditDecision: CreditDecisionRef | null },
): Promise<CoApplicantName | null> {
  if (!s.paymentMethod || s.paymentMethod.method === 'cash' || !s.creditDecision?.coApplicant) return null;
  return credit.coApplicantOf(s.userId, s.creditDecision.applicationId);
}
