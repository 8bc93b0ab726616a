// Generated from libs/contracts/src/identity/admin.routes.ts by `npm run generate:web-client`: do not edit.
import { createAdminUserRoute, endUserSessionsRoute, getOtherUserDetailsRoute, getUserDetailsRoute, getUserDevicesRoute, getUserTypesRoute, getUsersRoute, updateUserFullRoute, updateUserRoute } from '@marketplace/contracts/identity/admin.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/user/create-admin-user: Creates a user of any type (only a super admin creates a super admin); the email is taken -> identity.email_already_taken */
export const createAdminUser = (input?: RouteCallInput<typeof createAdminUserRoute>) => callRoute(createAdminUserRoute, input);

/** POST /api/user/end-user-sessions: Ends a user's sessions (all, or one device's) */
export const endUserSessions = (input?: RouteCallInput<typeof endUserSessionsRoute>) => callRoute(endUserSessionsRoute, input);

/** GET /api/user/get-other-user-details: What the 'login as another user' confirmation shows, and whether the caller may impersonate this user */
export const getOtherUserDetails = (input?: RouteCallInput<typeof getOtherUserDetailsRoute>) => callRoute(getOtherUserDetailsRoute, input);

/** GET /api/user/get-user-details: A user's full details for the users-management screen: profile, type, status, company, sections */
export const getUserDetails = (input?: RouteCallInput<typeof getUserDetailsRoute>) => callRoute(getUserDetailsRoute, input);

/** GET /api/user/get-user-devices: A user's devices: browser name, version, IP address, last accessed, live sessions */
export const getUserDevices = (input?: RouteCallInput<typeof getUserDevicesRoute>) => callRoute(getUserDevicesRoute, input);

/** GET /api/user/get-users: Users, paged and searchable (admins 6, 7) */
export const getUsers = (input?: RouteCallInput<typeof getUsersRoute>) => callRoute(getUsersRoute, input);

/** GET /api/user/get-user-types-legacy: User types (spec §6) with their default dashboard sections */
export const getUserTypes = (input?: RouteCallInput<typeof getUserTypesRoute>) => callRoute(getUserTypesRoute, input);

/** POST /api/user/update-user: Changes a user's profile fields (and email) */
export const updateUser = (input?: RouteCallInput<typeof updateUserRoute>) => callRoute(updateUserRoute, input);

/** POST /api/user/update-user-full: Changes a user's type, status, company, sections and permissions */
export const updateUserFull = (input?: RouteCallInput<typeof updateUserFullRoute>) => callRoute(updateUserFullRoute, input);
