/** What the app shell, other modules and tests may use from the credit context. */
export { creditRegistration } from './credit.registration';
export { CreditModule } from './credit.module';
/** For purchase (ADR 0057, 0063): pre-qualifications, a purchase's (joint) application, its co-applicant. */
export {
  CreditPublicApi, PREQUALIFICATION_VALID_DAYS, type CoApplicantName, type CreditApplicationAnswers, type CreditDecisionSummary,
} from './credit-public-api';
/** For the customer's documents (issue #16 item 2): their decided pre-qualifications, and one as a PDF. */
export { prequalificationDocuments, prequalificationPdf, type PrequalificationDocument } from './adapters/prequalification-document';
export { APPLICATION_SUMMARIES_PROJECTION } from './queries/get-credit-applications/application-summaries.projection';
