import type { AnswerablePage, CoApplicantAnswers, PageAnswer } from './credit-application.answers';
import type { CreditApplicationEvent, Sealable } from './credit-application.events';
import type { CreditOutcome } from './decision';
import type { WizardFacts } from './wizard';

export interface OpenCreditApplication {
  readonly status: 'draft' | 'submitted' | 'decided';
  readonly applicationId: string;
  readonly ownerId: string;
  /** Events folded so far: a submit decided on opened answers checks nothing changed since it read them. */
  readonly version: number;
  /** Answers as stored (sealed). */
  readonly answers: { readonly [P in AnswerablePage]?: Sealable<PageAnswer> };
  readonly facts: WizardFacts;
  /** A joint application's co-applicant, as stored (sealed with their own key); null without one. */
  readonly coApplicant: Sealable<CoApplicantAnswers> | null;
  readonly consent: boolean;
  readonly outcome: CreditOutcome | null;
  readonly review: 'none' | 'requested' | 'answered';
}
export type CreditApplicationState = { readonly status: 'none'; readonly version: number } | OpenCreditApplication;

export const initialCreditApplicationState: CreditApplicationState = { status: 'none', version: 0 };

export function evolveCreditApplication(state: CreditApplicationState, event: CreditApplicationEvent): CreditApplicationState {
  const version = state.version + 1;
  if (event.type === 'CreditApplicationStarted') {
    return {
      status: 'draft', applicationId: event.data.applicationId, ownerId: event.data.ownerId, version, answers: {},
      facts: { signedIn: true }, coApplicant: null, consent: false, outcome: null, review: 'none',
    };
  }
  if (state.status === 'none') return { ...state, version };
  switch (event.type) {
    case 'CreditPageSaved':
      return { ...state, version, answers: { ...state.answers, [event.data.page]: event.data.answer }, facts: { ...state.facts, ...event.data.facts } };
    case 'CoApplicantAdded':
      return { ...state, version, coApplicant: event.data.coApplicant };
    case 'CreditConsentGiven':
      return { ...state, version, consent: true };
    case 'CreditApplicationSubmitted':
      return { ...state, version, status: 'submitted' };
    case 'CreditDecided':
      return { ...state, version, status: 'decided', outcome: event.data.outcome };
    case 'HumanReviewRequested':
      return { ...state, version, review: 'requested' };
    case 'HumanReviewAnswered':
      // A person's answer is a decision too: it decides a file the bureau could not answer.
      return { ...state, version, status: 'decided', review: 'answered', outcome: event.data.outcome };
    default:
      return { ...state, version };
  }
}
