import { type CoApplicantAnswers, type CreditApplicationEvent, type CreditDecided, type Sealable, type WizardFacts } from '@marketplace/domain';
import type { Projection } from '../../../../platform/projections/projection';
import { applicationRowProjection } from '../get-credit-applications/application-row-projection';

export const APPLICATION_DETAILS_PROJECTION = 'credit.application-details';
const TABLE = 'application_details';

/** One row of credit.application_details: what the wizard and the result page need, personal values still sealed. */
export interface ApplicationDetailsRow {
  readonly id: string;
  readonly ownerId: string;
  readonly status: 'draft' | 'submitted' | 'decided';
  readonly startedAt: string;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly sinProvided: boolean;
  readonly consent: boolean;
  readonly facts: WizardFacts;
  /** A joint application's co-applicant, sealed with their own key (ADR 0063); null without one. */
  readonly coApplicant: Sealable<CoApplicantAnswers> | null;
  readonly decision: CreditDecided['data'] | null;
  readonly review: { status: 'requested' | 'answered'; requestedAt: string; answeredAt: string | null; outcome: string | null; message: string | null } | null;
  readonly version: number;
}

/** Pure: the row after one event of its stream; an event at or below the row's version was applied already. */
export function evolveApplicationDetails(row: ApplicationDetailsRow | null, event: CreditApplicationEvent, streamVersion: number): ApplicationDetailsRow | null {
  if (row && streamVersion <= row.version) return row;
  if (event.type === 'CreditApplicationStarted') {
    return {
      id: event.data.applicationId, ownerId: event.data.ownerId, status: 'draft', startedAt: event.data.startedAt, answers: {}, sinProvided: false,
      consent: false, facts: { signedIn: true }, coApplicant: null, decision: null, review: null, version: streamVersion,
    };
  }
  if (!row) return row;
  const next = { ...row, version: streamVersion };
  switch (event.type) {
    case 'CreditPageSaved':
      return {
        ...next, answers: { ...row.answers, [event.data.page]: event.data.answer }, facts: { ...row.facts, ...event.data.facts },
        sinProvided: event.data.page === 'personal-information' ? event.data.sin !== null : row.sinProvided,
      };
    case 'CoApplicantAdded':
      return { ...next, coApplicant: event.data.coApplicant };
    case 'CreditConsentGiven':
      return { ...next, consent: true };
    case 'CreditApplicationSubmitted':
      return { ...next, status: 'submitted' };
    case 'CreditDecided':
      return { ...next, status: 'decided', decision: event.data };
    case 'HumanReviewRequested':
      return { ...next, review: { status: 'requested', requestedAt: event.data.requestedAt, answeredAt: null, outcome: null, message: null } };
    case 'HumanReviewAnswered':
      // A person's answer decides a file the bureau could not answer (its decision stays null: no bureau report).
      return {
        ...next, status: 'decided',
        review: { status: 'answered', requestedAt: row.review?.requestedAt ?? event.data.answeredAt, answeredAt: event.data.answeredAt, outcome: event.data.outcome, message: event.data.message },
      };
    default:
      return next;
  }
}

const toRow = (r: any): ApplicationDetailsRow => ({
  id: r.id, ownerId: r.owner_id, status: r.status, startedAt: new Date(r.started_at).toISOString(), answers: r.answers, sinProvided: r.sin_provided,
  consent: r.consent, facts: r.facts, coApplicant: r.co_applicant, decision: r.decision, review: r.review, version: r.version,
});
export const fromDetailsRow = toRow;

export function applicationDetailsProjection(): Projection {
  return applicationRowProjection({
    name: APPLICATION_DETAILS_PROJECTION,
    table: TABLE,
    fromTable: toRow,
    toTable: (after) => ({
      id: after.id, owner_id: after.ownerId, status: after.status, started_at: after.startedAt, answers: JSON.stringify(after.answers),
      sin_provided: after.sinProvided, consent: after.consent, facts: JSON.stringify(after.facts),
      co_applicant: after.coApplicant === null ? null : JSON.stringify(after.coApplicant),
      decision: after.decision === null ? null : JSON.stringify(after.decision), review: after.review === null ? null : JSON.stringify(after.review), version: after.version,
    }),
    evolve: evolveApplicationDetails,
  });
}
