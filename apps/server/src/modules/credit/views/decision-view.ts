import { LENDERS, type CreditDecided, type DecisionFactor } from '@marketplace/domain';
import type { CreditDecisionView } from '@marketplace/contracts';

/** The decision as the result page shows it, from the decided event and its opened factors. */
export function decisionView(data: CreditDecided['data'], factors: readonly DecisionFactor[]): CreditDecisionView {
  return {
    outcome: data.outcome, score: data.score, band: data.band, bureau: data.bureau, factors: factors.map((f) => ({ ...f, params: { ...f.params } })),
    lenders: data.lenderIds.flatMap((id) => LENDERS.filter((l) => l.id === id)).map((l) => ({ id: l.id, name: l.name, tier: l.tier })),
    approvedAmount: data.approvedAmount, indicativeRate: data.indicativeRate, decidedAt: data.decidedAt,
  };
}
