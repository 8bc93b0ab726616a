// Generated from libs/contracts/src/dealer/company-users.routes.ts by `npm run generate:web-client`: do not edit.
import { getCompanyUsersRoute, inviteCompanyUserRoute, removeCompanyUserRoute, setCompanyManagerRoute } from '@marketplace/contracts/dealer/company-users.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/company/get-company-users: A company's dealer users, and whether the caller may manage the company */
export const getCompanyUsers = (input?: RouteCallInput<typeof getCompanyUsersRoute>) => callRoute(getCompanyUsersRoute, input);

/** POST /api/company/invite-company-user: Invite a dealer user into the company by email */
export const inviteCompanyUser = (input?: RouteCallInput<typeof inviteCompanyUserRoute>) => callRoute(inviteCompanyUserRoute, input);

/** POST /api/company/remove-company-user: Remove a user from the company */
export const removeCompanyUser = (input?: RouteCallInput<typeof removeCompanyUserRoute>) => callRoute(removeCompanyUserRoute, input);

/** POST /api/company/set-company-manager: Set or unset a company user's manager flag */
export const setCompanyManager = (input?: RouteCallInput<typeof setCompanyManagerRoute>) => callRoute(setCompanyManagerRoute, input);
