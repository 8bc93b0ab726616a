import { type CreditApplicationEvent } from '@marketplace/domain';
import type { Projection } from '../../../../platform/projections/projection';
import { applicationRowProjection } from './application-row-projection';

export const APPLICATION_SUMMARIES_PROJECTION = 'credit.application-summaries';
const TABLE = 'application_summaries';

/** One row of credit.application_summaries: a line of the customer's list, the admins' list and the review queue. */
export interface ApplicationSummaryRow {
  readonly id: string;
  readonly ownerId: string;
  readonly status: 'draft' | 'submitted' | 'decided';
  readonly startedAt: string;
  readonly outcome: string | null;
  readonly score: number | null;
  readonly band: string | null;
  readonly decidedAt: string | null;
  readonly review: 'none' | 'requested' | 'answered';
  readonly reviewRequestedAt: string | null;
  /** A joint application (ADR 0063): with a co-applicant. */
  readonly coApplicant: boolean;
  readonly version: number;
}

export function evolveApplicationSummary(row: ApplicationSummaryRow | null, event: CreditApplicationEvent, streamVersion: number): ApplicationSummaryRow | null {
  if (row && streamVersion <= row.version) return row;
  if (event.type === 'CreditApplicationStarted') {
    return {
      id: event.data.applicationId, ownerId: event.data.ownerId, status: 'draft', startedAt: event.data.startedAt, outcome: null, score: null,
      band: null, decidedAt: null, review: 'none', reviewRequestedAt: null, coApplicant: false, version: streamVersion,
    };
  }
  if (!row) return row;
  const next = { ...row, version: streamVersion };
  switch (event.type) {
    case 'CoApplicantAdded':
      return { ...next, coApplicant: true };
    case 'CreditApplicationSubmitted':
      return { ...next, status: 'submitted' };
    case 'CreditDecided':
      return { ...next, status: 'decided', outcome: event.data.outcome, score: event.data.score, band: event.data.band, decidedAt: event.data.decidedAt };
    case 'HumanReviewRequested':
      return { ...next, review: 'requested', reviewRequestedAt: event.data.requestedAt };
    case 'HumanReviewAnswered':
      // A person's answer decides a file the bureau could not answer (no score, no band): decided when answered.
      return { ...next, status: 'decided', review: 'answered', outcome: event.data.outcome, decidedAt: row.decidedAt ?? event.data.answeredAt };
    default:
      return next;
  }
}

const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
export const fromSummaryRow = (r: any): ApplicationSummaryRow => ({
  id: r.id, ownerId: r.owner_id, status: r.status, startedAt: iso(r.started_at)!, outcome: r.outcome, score: r.score, band: r.band,
  decidedAt: iso(r.decided_at), review: r.review, reviewRequestedAt: iso(r.review_requested_at), coApplicant: r.co_applicant, version: r.version,
});

export function applicationSummariesProjection(): Projection {
  return applicationRowProjection({
    name: APPLICATION_SUMMARIES_PROJECTION,
    table: TABLE,
    fromTable: fromSummaryRow,
    toTable: (after) => ({
      id: after.id, owner_id: after.ownerId, status: after.status, started_at: after.startedAt, outcome: after.outcome, score: after.score, band: after.band,
      decided_at: after.decidedAt, review: after.review, review_requested_at: after.reviewRequestedAt, co_applicant: after.coApplicant, version: after.version,
    }),
    evolve: evolveApplicationSummary,
  });
}
