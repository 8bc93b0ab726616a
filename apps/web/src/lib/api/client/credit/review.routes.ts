// Generated from libs/contracts/src/credit/review.routes.ts by `npm run generate:web-client`: do not edit.
import { getCreditReviewRequestRoute } from '@marketplace/contracts/credit/review.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/creditapp/admin/get-review-request: Super admins: a review request with the applicant's reason and the decision's main factors (the read is on the applicant's access log); 404 credit.application_not_found when none was asked */
export const getCreditReviewRequest = (input?: RouteCallInput<typeof getCreditReviewRequestRoute>) => callRoute(getCreditReviewRequestRoute, input);
