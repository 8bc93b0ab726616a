import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cleanEvidence, openDispute } from '@marketplace/domain';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { DisputeCases } from '../../streams/dispute-cases';
import { DisputeBundles, sha256 } from '../../queries/get-bundle/dispute-bundle';
import { BundleIncomplete } from '../../queries/get-bundle/dispute-evidence';
import { disputePartsOf } from '../../queries/get-bundle/get-bundle.handler';
import { SubmitDisputeEvidenceCommand } from './submit-dispute-evidence.command';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Submits a dispute's evidence through the payments port (issue #46 item 1): the case must be open and not yet
 * submitted; the bundle is built (in the buyer's language) and each file its plan names is uploaded with the text
 * as support reviewed it, then DisputeEvidenceSubmitted records Stripe's file ids and each file's SHA-256. The
 * idempotency keys are the case's version: a retried click re-sends the same request, which Stripe answers once.
 */
@CommandHandler(SubmitDisputeEvidenceCommand)
export class SubmitDisputeEvidenceHandler implements ICommandHandler<SubmitDisputeEvidenceCommand> {
  constructor(
    private readonly cases: DisputeCases, private readonly bundles: DisputeBundles, private readonly purchases: PurchasePublicApi,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  async execute({ subjectId, disputeId, evidence, meta }: SubmitDisputeEvidenceCommand) {
    const parts = await disputePartsOf(subjectId, this.cases, this.purchases);
    const transactionId = parts.disputes.transactionId!;
    openDispute(parts.disputes, transactionId, disputeId);
    const text = cleanEvidence(evidence);
    const lang = parts.facts.language;
    const [{ files }, plan] = await Promise.all([
      this.bundles.build(subjectId, { lang, generatedBy: meta.principal?.userId ?? null, now: meta.now, dispute: parts }),
      this.bundles.evidence(subjectId, parts),
    ]);
    const uploads = plan.files.map((f) => {
      const data = files[f.name];
      if (!data) throw new BundleIncomplete(f.name, `evidence field ${f.field} names it`);
      return { field: f.field, name: f.name, contentType: CONTENT_TYPES[f.name.split('.').pop() ?? ''] ?? 'application/octet-stream', data };
    });
    const submission = await this.payments.submitDisputeEvidence({
      disputeId, evidence: text, files: uploads, idempotencyKey: `dispute:${disputeId}:${parts.disputes.stripeEvents.length}:${sha256(JSON.stringify(text))}`,
    });
    await this.cases.record({
      type: 'RecordEvidenceSubmitted', transactionId, disputeId, evidence: text, status: submission.status, now: meta.now.toISOString(),
      files: Object.fromEntries(uploads.map((u) => [u.field, { stripeFileId: submission.files[u.field], name: u.name, sha256: sha256(u.data) }])),
    }, meta);
    return submission;
  }
}
