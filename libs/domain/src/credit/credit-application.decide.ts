import { assertNever, type Decider } from '../shared';
import {
  coApplicantFileOf, factsOf, normalizeCoApplicantAnswers, normalizePageAnswer, toCreditAnswers, type AnswerablePage, type CoApplicantAnswers, type CreditPageAnswers,
  type OpenedAnswers,
} from './credit-application.answers';
import type { CreditApplicationEvent } from './credit-application.events';
import { evolveCreditApplication, initialCreditApplicationState, type CreditApplicationState, type OpenCreditApplication } from './credit-application.state';
import { CreditErrors } from './credit.errors';
import { decideCredit, type BureauReport, type CreditOutcome } from './decision';
import { missingPages } from './wizard';

export const CREDIT_APPLICATION_STREAM_PREFIX = 'credit-application-';
export const creditApplicationStreamId = (applicationId: string) => `${CREDIT_APPLICATION_STREAM_PREFIX}${applicationId}`;

/** Ids and time come in with the command (the domain has no clock): `now` is an ISO instant. */
export interface StartCreditApplication {
  readonly type: 'StartCreditApplication';
  readonly applicationId: string;
  readonly ownerId: string;
  readonly source: 'wizard' | 'purchase';
  readonly now: string;
}
export interface SaveCreditPage<P extends AnswerablePage = AnswerablePage> {
  readonly type: 'SaveCreditPage';
  readonly actorId: string;
  readonly page: P;
  readonly answer: CreditPageAnswers[P];
  readonly now: string;
}
/** A joint application (issue 42, ADR 0063): the applicant adds a co-applicant, with the co-applicant's own consent. */
export interface AddCoApplicant {
  readonly type: 'AddCoApplicant';
  readonly actorId: string;
  readonly coApplicant: CoApplicantAnswers;
  /** The co-applicant's consent to a soft pull of their file, to `noticeVersion` (the notice the applicant read too). */
  readonly consent: boolean;
  readonly noticeVersion: string;
  readonly now: string;
}
export interface GiveCreditConsent {
  readonly type: 'GiveCreditConsent';
  readonly actorId: string;
  readonly consent: boolean;
  readonly noticeVersion: string;
  readonly bureau: string;
  readonly now: string;
}
export interface SubmitCreditApplication {
  readonly type: 'SubmitCreditApplication';
  readonly actorId: string;
  /** The stored answers, opened by the application (sealed values are not the decider's business). */
  readonly answers: OpenedAnswers;
  /** The version the answers were read at: if the stream moved since, the decision would rest on stale answers. */
  readonly readAtVersion: number;
  /** null: the bureau could not answer (down, timed out, malformed answer): a person decides instead. */
  readonly bureau: BureauReport | null;
  /** The stored co-applicant, opened, with their own soft pull (null when the bureau could not answer); null without one. */
  readonly coApplicant: { readonly answers: CoApplicantAnswers; readonly bureau: BureauReport | null } | null;
  readonly now: string;
}
export interface RequestHumanReview {
  readonly type: 'RequestHumanReview';
  readonly actorId: string;
  readonly reason: string | null;
  readonly now: string;
}
export interface AnswerHumanReview {
  readonly type: 'AnswerHumanReview';
  readonly reviewerId: string;
  readonly outcome: CreditOutcome;
  readonly message: string;
  readonly now: string;
}
export type CreditApplicationCommand =
  | StartCreditApplication | SaveCreditPage | AddCoApplicant | GiveCreditConsent | SubmitCreditApplication | RequestHumanReview | AnswerHumanReview;

/** Another person's application does not exist, as far as the caller can tell. */
function ownedBy(state: CreditApplicationState, actorId: string): OpenCreditApplication {
  if (state.status === 'none' || state.ownerId !== actorId) throw CreditErrors.notFound();
  return state;
}

function draftOf(state: CreditApplicationState, actorId: string): OpenCreditApplication {
  const open = ownedBy(state, actorId);
  if (open.status !== 'draft') throw CreditErrors.submitted();
  return open;
}

export function decideCreditApplication(command: CreditApplicationCommand, state: CreditApplicationState): CreditApplicationEvent[] {
  switch (command.type) {
    case 'StartCreditApplication':
      if (state.status !== 'none') throw CreditErrors.exists();
      return [{
        type: 'CreditApplicationStarted',
        data: { applicationId: command.applicationId, ownerId: command.ownerId, source: command.source, startedAt: command.now },
      }];
    case 'SaveCreditPage': {
      draftOf(state, command.actorId);
      const answer = normalizePageAnswer(command.page, command.answer, command.now.slice(0, 10));
      const { sin, ...rest } = answer as { sin?: string };
      return [{
        type: 'CreditPageSaved',
        data: { page: command.page, answer: rest as typeof answer, sin: sin ?? null, facts: factsOf(command.page, answer), savedAt: command.now },
      }];
    }
    case 'AddCoApplicant': {
      draftOf(state, command.actorId);
      if (!command.consent) throw CreditErrors.coApplicantConsentRequired();
      const coApplicant = normalizeCoApplicantAnswers(command.coApplicant, command.now.slice(0, 10));
      return [{ type: 'CoApplicantAdded', data: { coApplicant, consent: { noticeVersion: command.noticeVersion, givenAt: command.now }, addedAt: command.now } }];
    }
    case 'GiveCreditConsent':
      draftOf(state, command.actorId);
      if (!command.consent) throw CreditErrors.consentRequired();
      return [{ type: 'CreditConsentGiven', data: { noticeVersion: command.noticeVersion, bureau: command.bureau, givenAt: command.now } }];
    case 'SubmitCreditApplication': {
      const draft = draftOf(state, command.actorId);
      const missing = missingPages(new Set(Object.keys(draft.answers)), draft.facts).filter((p) => p !== 'confirmation');
      if (missing.length > 0) throw CreditErrors.incomplete(missing);
      if (!draft.consent) throw CreditErrors.consentRequired();
      if (command.readAtVersion !== draft.version || (draft.coApplicant !== null) !== (command.coApplicant !== null)) throw CreditErrors.staleAnswers();
      const co = command.coApplicant;
      if (command.bureau === null || (co !== null && co.bureau === null)) {
        return [
          { type: 'CreditApplicationSubmitted', data: { submittedAt: command.now } },
          { type: 'HumanReviewRequested', data: { reason: null, requestedAt: command.now, cause: 'bureau_unavailable' } },
        ];
      }
      const decision = decideCredit(toCreditAnswers(command.answers), command.bureau, co && coApplicantFileOf(co.answers, co.bureau!));
      return [
        { type: 'CreditApplicationSubmitted', data: { submittedAt: command.now } },
        {
          type: 'CreditDecided',
          data: {
            outcome: decision.outcome, score: decision.score, band: decision.band, bureau: command.bureau.bureau, tier: decision.tier,
            lenderIds: decision.lenders.map((l) => l.id), approvedAmount: decision.approvedAmount, indicativeRate: decision.indicativeRate,
            factors: decision.factors, ...(decision.coApplicant ? { coApplicant: decision.coApplicant } : {}), decidedAt: command.now,
          },
        },
      ];
    }
    case 'RequestHumanReview': {
      const open = ownedBy(state, command.actorId);
      if (open.status !== 'decided') throw CreditErrors.notSubmitted();
      if (open.review !== 'none') throw CreditErrors.reviewAlreadyRequested();
      const reason = command.reason?.trim() ? command.reason.trim() : null;
      return [{ type: 'HumanReviewRequested', data: { reason, requestedAt: command.now } }];
    }
    case 'AnswerHumanReview':
      if (state.status === 'none') throw CreditErrors.notFound();
      if (state.ownerId === command.reviewerId) throw CreditErrors.cannotReviewOwnApplication();
      if (state.review === 'none') throw CreditErrors.noReviewRequested();
      if (state.review === 'answered') throw CreditErrors.reviewAlreadyAnswered();
      return [{
        type: 'HumanReviewAnswered',
        data: { reviewerId: command.reviewerId, outcome: command.outcome, message: command.message.trim(), answeredAt: command.now },
      }];
    default:
      return assertNever(command);
  }
}

export const creditApplicationDecider: Decider<CreditApplicationCommand, CreditApplicationEvent, CreditApplicationState> = {
  initialState: initialCreditApplicationState,
  decide: decideCreditApplication,
  evolve: evolveCreditApplication,
};
