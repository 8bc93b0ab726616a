import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { DisputeCases } from '../../streams/dispute-cases';
import { DisputeBundles } from '../get-bundle/dispute-bundle';
import { disputePartsOf } from '../get-bundle/get-bundle.handler';
import { GetDisputesQuery } from './get-disputes.query';

/**
 * A purchase's card disputes, newest first, each with the evidence to review: what support saved or submitted, or
 * else what the purchase's events pre-fill (Stripe's field names). 409 audit.no_dispute for a purchase without one.
 */
@QueryHandler(GetDisputesQuery)
export class GetDisputesHandler implements IQueryHandler<GetDisputesQuery> {
  constructor(private readonly bundles: DisputeBundles, private readonly cases: DisputeCases, private readonly purchases: PurchasePublicApi) {}

  async execute({ subjectId }: GetDisputesQuery) {
    const parts = await disputePartsOf(subjectId, this.cases, this.purchases);
    const plan = await this.bundles.evidence(subjectId, parts);
    const disputes = Object.values(parts.disputes.disputes).sort((a, b) => b.openedAt.localeCompare(a.openedAt)).map((d) => ({
      disputeId: d.disputeId, reason: d.reason, amount: d.amount, currency: d.currency, status: d.status, evidenceDueBy: d.evidenceDueBy,
      openedAt: d.openedAt, submittedAt: d.submittedAt, outcome: d.outcome,
      evidence: { ...(d.evidence ?? plan.text) } as Record<string, string>, prefilled: d.evidence === null, files: plan.files,
    }));
    return { subjectId, disputes };
  }
}
