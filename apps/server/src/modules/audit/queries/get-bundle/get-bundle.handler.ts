import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { DisputeErrors } from '@marketplace/domain';
import { DisputeCases, purchaseOfSubject } from '../../streams/dispute-cases';
import { DisputeBundles, type DisputeParts } from './dispute-bundle';
import { GetBundleQuery } from './get-bundle.query';

/**
 * The complete bundle of a disputed purchase (issue #46 item 2): refused for anything else (409 audit.no_dispute). With
 * the customers its timeline PDF names, whose read the controller records.
 */
@QueryHandler(GetBundleQuery)
export class GetBundleHandler implements IQueryHandler<GetBundleQuery> {
  constructor(private readonly bundles: DisputeBundles, private readonly cases: DisputeCases, private readonly purchases: PurchasePublicApi) {}

  async execute({ subjectId, lang, ctx }: GetBundleQuery) {
    const dispute = await disputePartsOf(subjectId, this.cases, this.purchases);
    const { zip, customersShown } = await this.bundles.build(subjectId, { lang: lang ?? dispute.facts.language, generatedBy: ctx.principal?.userId ?? null, now: ctx.now, dispute });
    return { zip, customersShown };
  }
}

/** A purchase's disputes and its facts for their evidence; refused when the purchase has no dispute. */
export async function disputePartsOf(subjectId: string, cases: DisputeCases, purchases: PurchasePublicApi): Promise<DisputeParts> {
  const transactionId = purchaseOfSubject(subjectId);
  const disputes = await cases.load(transactionId);
  const facts = Object.keys(disputes.disputes).length > 0 ? await purchases.disputeFacts(transactionId) : null;
  if (!facts) throw DisputeErrors.noDispute(transactionId);
  return { facts, disputes };
}
