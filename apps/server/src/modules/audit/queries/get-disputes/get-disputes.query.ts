import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../platform/http/request-context';

export interface DisputeCaseView {
  readonly disputeId: string;
  readonly reason: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly evidenceDueBy: string | null;
  readonly openedAt: string;
  readonly submittedAt: string | null;
  readonly outcome: string | null;
  readonly evidence: Record<string, string>;
  readonly prefilled: boolean;
  readonly files: readonly { readonly field: string; readonly name: string }[];
}

export class GetDisputesQuery extends Query<{ subjectId: string; disputes: DisputeCaseView[] }> {
  constructor(readonly subjectId: string, readonly ctx: RequestContext) {
    super();
  }
}
