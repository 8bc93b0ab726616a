import { DomainError } from '../shared';

export const CreditErrors = {
  notFound: () => new DomainError('credit.application_not_found', 'not_found', 'No such credit application', 'applicationId'),
  exists: () => new DomainError('credit.application_exists', 'conflict', 'This credit application already exists', 'applicationId'),
  submitted: () => new DomainError('credit.application_submitted', 'conflict', 'This application was submitted and can no longer change', 'applicationId'),
  notSubmitted: () => new DomainError('credit.application_not_submitted', 'precondition', 'Submit the application first', 'applicationId'),
  /** An applicant who created their account in the wizard confirms it (6-digit SMS code) before the decision. */
  activationRequired: () => new DomainError('credit.activation_required', 'precondition', 'Activate your account with the code we texted you first', 'code'),
  consentRequired: () => new DomainError('credit.consent_required', 'validation', 'Your consent is needed to check your credit', 'consent'),
  coApplicantConsentRequired: () =>
    new DomainError('credit.co_applicant_consent_required', 'validation', 'The co-applicant\'s own consent is needed to check their credit', 'coApplicant.consent'),
  incomplete: (missing: readonly string[]) =>
    new DomainError('credit.application_incomplete', 'precondition', `Answer these pages first: ${missing.join(', ')}`, 'applicationId', { missing }),
  invalidSin: () => new DomainError('credit.invalid_sin', 'validation', 'This SIN is not valid', 'sin'),
  reviewAlreadyRequested: () => new DomainError('credit.review_already_requested', 'conflict', 'A review by a person is already requested', 'applicationId'),
  noReviewRequested: () => new DomainError('credit.no_review_requested', 'precondition', 'No review by a person was requested', 'applicationId'),
  staleAnswers: () => new DomainError('credit.answers_changed', 'conflict', 'The answers changed while deciding: submit again', 'applicationId'),
  /** A super admin's own application goes to another reviewer: nobody decides on their own credit. */
  cannotReviewOwnApplication: () =>
    new DomainError('credit.cannot_review_own_application', 'forbidden', 'Another reviewer must answer a review of your own application', 'applicationId'),
  reviewAlreadyAnswered: () => new DomainError('credit.review_already_answered', 'conflict', 'This review was answered already', 'applicationId'),
  /** A page's answer broke a rule; `code` is the rule, `field` the input. */
  invalidField: (code: string, field: string) => new DomainError(code, 'validation', code, field),
} as const;
