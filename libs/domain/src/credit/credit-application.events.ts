import type { DomainEvent } from '../shared';
import type { CreditOutcome, DecisionFactor, ScoreBand } from './decision';
import type { AnswerablePage, CoApplicantAnswers, PageAnswer } from './credit-application.answers';
import type { LenderTier } from './lenders';
import type { WizardFacts } from './wizard';

/**
 * A personal value inside an event. The decider sees plain values; before the events are stored the application
 * seals them with the applicant's key (ARCHITECTURE §3 rule 10) into `{ $sealed }`. States and projections keep the
 * sealed form; only the owner's reads open it. Deleting the account shreds the key.
 */
export interface SealedCreditField {
  readonly $sealed: string;
  /**
   * Whose key sealed it when it is not the applicant's: a co-applicant's values are sealed with their own key, a
   * dependent subject of the applicant's (`<applicant id>/co-applicant/<application id>`, ADR 0063), which the
   * applicant's reads may open and the applicant's erasure shreds with theirs.
   */
  readonly $subject?: string;
}
export type Sealable<T> = T | SealedCreditField;
export const isSealedCreditField = (value: unknown): value is SealedCreditField =>
  typeof value === 'object' && value !== null && typeof (value as SealedCreditField).$sealed === 'string';

export type CreditApplicationStarted = DomainEvent<'CreditApplicationStarted', {
  readonly applicationId: string;
  readonly ownerId: string;
  /** Where it was started: the wizard or a purchase's finance step. */
  readonly source: 'wizard' | 'purchase';
  readonly startedAt: string;
}>;

export type CreditPageSaved = DomainEvent<'CreditPageSaved', {
  readonly page: AnswerablePage;
  /** Sealed: incomes, addresses, the date of birth are personal. */
  readonly answer: Sealable<PageAnswer>;
  /** The SIN sealed on its own when given (personal-information only); null otherwise. */
  readonly sin: Sealable<string> | null;
  /** What the skip rules read from this answer, in clear (employment status, pay basis, months at job or address). */
  readonly facts: Partial<WizardFacts>;
  readonly savedAt: string;
}>;

export type CreditConsentGiven = DomainEvent<'CreditConsentGiven', {
  /** The notice the applicant read (purpose, bureau, lenders, transfer outside Quebec). */
  readonly noticeVersion: string;
  readonly bureau: string;
  readonly givenAt: string;
}>;

export type CreditApplicationSubmitted = DomainEvent<'CreditApplicationSubmitted', { readonly submittedAt: string }>;

export type CreditDecided = DomainEvent<'CreditDecided', {
  readonly outcome: CreditOutcome;
  readonly score: number | null;
  readonly band: ScoreBand | null;
  readonly bureau: string;
  readonly tier: LenderTier | null;
  readonly lenderIds: readonly string[];
  readonly approvedAmount: { readonly min: number; readonly max: number } | null;
  readonly indicativeRate: number | null;
  /** Sealed: the factors quote the applicant's income. */
  readonly factors: Sealable<readonly DecisionFactor[]>;
  /**
   * A joint application's co-applicant file as the bureau gave it, sealed with the co-applicant's key (ADR 0063); null
   * or absent without a co-applicant. `score` and `band` above stay the applicant's own.
   */
  readonly coApplicant?: Sealable<{ readonly score: number | null; readonly band: ScoreBand | null }> | null;
  readonly decidedAt: string;
}>;

/** A joint application (issue 42, ADR 0063): the co-applicant, and their own consent to the soft pull. */
export type CoApplicantAdded = DomainEvent<'CoApplicantAdded', {
  /** Sealed with the co-applicant's own key: name, date of birth, address, income. */
  readonly coApplicant: Sealable<CoApplicantAnswers>;
  /** The co-applicant consented to the notice the applicant showed them (the same notice as the applicant's). */
  readonly consent: { readonly noticeVersion: string; readonly givenAt: string };
  readonly addedAt: string;
}>;

export type HumanReviewRequested = DomainEvent<'HumanReviewRequested', {
  readonly reason: Sealable<string> | null;
  readonly requestedAt: string;
  /** Absent (older events) or `applicant`: asked for by the applicant; `bureau_unavailable`: the bureau could not answer. */
  readonly cause?: 'applicant' | 'bureau_unavailable';
}>;

export type HumanReviewAnswered = DomainEvent<'HumanReviewAnswered', {
  readonly reviewerId: string;
  readonly outcome: CreditOutcome;
  readonly message: string;
  readonly answeredAt: string;
}>;

export type CreditApplicationEvent =
  | CreditApplicationStarted | CreditPageSaved | CoApplicantAdded | CreditConsentGiven | CreditApplicationSubmitted | CreditDecided
  | HumanReviewRequested | HumanReviewAnswered;
