// Generated from libs/contracts/src/identity/session.routes.ts by `npm run generate:web-client`: do not edit.
import { createLoginTokenRoute, endImpersonationRoute, getOtherUserTokenRoute, getUserTokenRoute, logoutEverywhereRoute, registerRoute } from '@marketplace/contracts/identity/session.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/state/create-login-token: A one-time login token (valid 2 minutes) for GET /state/get-user-token, e.g. to continue on another brand host */
export const createLoginToken = (input?: RouteCallInput<typeof createLoginTokenRoute>) => callRoute(createLoginTokenRoute, input);

/** POST /api/state/end-impersonation: Ends an impersonation and signs the administrator back in */
export const endImpersonation = (input?: RouteCallInput<typeof endImpersonationRoute>) => callRoute(endImpersonationRoute, input);

/** GET /api/state/get-other-user-token: Impersonation (types 6, 7): ends the admin's session and starts one as the user (never a type 6); the reason (10 to 500 characters, else 400) is recorded on the ImpersonationStarted event */
export const getOtherUserToken = (input?: RouteCallInput<typeof getOtherUserTokenRoute>) => callRoute(getOtherUserTokenRoute, input);

/** GET /api/state/get-user-token: Login by token (spec §7): exchanges a one-time login token for a session; Status 0 when it is not valid */
export const getUserToken = (input?: RouteCallInput<typeof getUserTokenRoute>) => callRoute(getUserTokenRoute, input);

/** POST /api/user/logout-everywhere: Ends every session of the signed-in user, on every device */
export const logoutEverywhere = (input?: RouteCallInput<typeof logoutEverywhereRoute>) => callRoute(logoutEverywhereRoute, input);

/** POST /api/user/register: Register (spec §3 payload); signs in and sends the activation email or SMS */
export const register = (input?: RouteCallInput<typeof registerRoute>) => callRoute(registerRoute, input);
