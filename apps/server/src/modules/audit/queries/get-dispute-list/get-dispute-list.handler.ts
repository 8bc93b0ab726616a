import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DISPUTE_DUE_SOON_MS, isDueSoon, transactionStreamId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { disputeCasesModel } from './dispute-cases.projection';
import { GetDisputeListQuery } from './get-dispute-list.query';

/** Rows each list shows at most (support works the list from its top: the nearest due date first). */
const LISTED = 200;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/**
 * Support's disputes (issue #46, ADR 0087): the purchases' open cases, nearest due date first (due soon: a response
 * due within 3 days, or overdue, nothing submitted); the disputes Stripe sent for a charge no purchase is known by
 * (audit.disputes_for_review), newest first; or all of both.
 */
@QueryHandler(GetDisputeListQuery)
export class GetDisputeListHandler implements IQueryHandler<GetDisputeListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ show, ctx }: GetDisputeListQuery) {
    const now = ctx.now;
    const [cases, forReview] = await Promise.all([show === 'for-review' ? [] : this.cases(show, now), show === 'open' || show === 'due-soon' ? [] : this.forReview()]);
    return { show, cases, forReview };
  }

  private async cases(show: 'open' | 'due-soon' | 'all', now: Date) {
    let q = this.db.selectFrom('audit.dispute_cases').selectAll();
    if (show !== 'all') q = q.where('outcome', 'is', null);
    if (show === 'due-soon') {
      q = q.where('submitted_at', 'is', null).where('status', 'in', ['needs_response', 'warning_needs_response'])
        .where('evidence_due_by', '<=', new Date(now.getTime() + DISPUTE_DUE_SOON_MS).toISOString());
    }
    const rows = await q.orderBy((eb) => eb.fn('coalesce', ['evidence_due_by', eb.val('infinity')]), 'asc').orderBy('opened_at', 'desc').limit(LISTED).execute();
    return rows.map((r) => {
      const { transactionId, dispute: d } = disputeCasesModel.fromColumns(r);
      return {
        subjectId: transactionStreamId(transactionId), transactionId, disputeId: d.disputeId, reason: d.reason, amount: d.amount, currency: d.currency, status: d.status,
        evidenceDueBy: d.evidenceDueBy, openedAt: d.openedAt, submittedAt: d.submittedAt, outcome: d.outcome, dueSoon: isDueSoon(d, now),
      };
    });
  }

  private async forReview() {
    const rows = await this.db.selectFrom('audit.disputes_for_review').selectAll().orderBy('received_at', 'desc').limit(LISTED).execute();
    return rows.map((r) => ({
      disputeId: r.dispute_id as string, chargeId: r.charge_id as string | null, paymentIntentId: r.payment_intent_id as string | null, reason: r.reason as string,
      amount: Number(r.amount), currency: r.currency as string, status: r.status as string, evidenceDueBy: iso(r.evidence_due_by), receivedAt: iso(r.received_at)!,
      lastEventType: r.last_event_type as string,
    }));
  }
}
