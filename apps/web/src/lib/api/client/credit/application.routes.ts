// Generated from libs/contracts/src/credit/application.routes.ts by `npm run generate:web-client`: do not edit.
import { answerCreditReviewRoute, createCreditApplicationRoute, getAllCreditApplicationsRoute, getCreditApplicationDetailsRoute, getCreditApplicationsRoute, giveCreditConsentRoute, requestCreditReviewRoute, saveCreditApplicationPageRoute, submitCreditApplicationRoute } from '@marketplace/contracts/credit/application.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/creditapp/answer-credit-review: A super admin answers a review request; the customer is emailed */
export const answerCreditReview = (input?: RouteCallInput<typeof answerCreditReviewRoute>) => callRoute(answerCreditReviewRoute, input);

/** POST /api/creditapp/create-credit-application: Starts a credit pre-qualification for the signed-in user (the wizard saves its pages into it) */
export const createCreditApplication = (input?: RouteCallInput<typeof createCreditApplicationRoute>) => callRoute(createCreditApplicationRoute, input);

/** GET /api/creditapp/admin/get-credit-applications: Super admins: every application, newest first, or only the review queue (oldest request first) */
export const getAllCreditApplications = (input?: RouteCallInput<typeof getAllCreditApplicationsRoute>) => callRoute(getAllCreditApplicationsRoute, input);

/** GET /api/creditapp/get-credit-application-details: One of the caller's applications (404 credit.application_not_found when it is not theirs), or without an id their latest one (null when they have none yet: the wizard's first visit is not an error) */
export const getCreditApplicationDetails = (input?: RouteCallInput<typeof getCreditApplicationDetailsRoute>) => callRoute(getCreditApplicationDetailsRoute, input);

/** GET /api/creditapp/get-credit-applications: The caller's applications, newest first, with the latest credit score */
export const getCreditApplications = (input?: RouteCallInput<typeof getCreditApplicationsRoute>) => callRoute(getCreditApplicationsRoute, input);

/** POST /api/creditapp/give-credit-consent: Records the consent to a soft pull, given after reading the notice (Law 25) */
export const giveCreditConsent = (input?: RouteCallInput<typeof giveCreditConsentRoute>) => callRoute(giveCreditConsentRoute, input);

/** POST /api/creditapp/request-credit-review: Asks for the decision to be reviewed by a person (Law 25, s.12.1) */
export const requestCreditReview = (input?: RouteCallInput<typeof requestCreditReviewRoute>) => callRoute(requestCreditReviewRoute, input);

/** POST /api/creditapp/save-credit-application-page: Saves one wizard page's answer (an event); answers the next page that applies */
export const saveCreditApplicationPage = (input?: RouteCallInput<typeof saveCreditApplicationPageRoute>) => callRoute(saveCreditApplicationPageRoute, input);

/** POST /api/creditapp/submit-credit-application: Submits the application: soft pull at the credit bureau, then the decision with its factors */
export const submitCreditApplication = (input?: RouteCallInput<typeof submitCreditApplicationRoute>) => callRoute(submitCreditApplicationRoute, input);
