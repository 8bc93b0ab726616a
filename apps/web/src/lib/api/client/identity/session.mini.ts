// Generated from libs/contracts/src/identity/session.mini.ts by `npm run generate:web-client`: do not edit.
import { currentUserRoute, getLanguagesRoute, linkPendingSocialRoute, loginRoute, logoutRoute } from '@marketplace/contracts/identity/session.mini';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/user/current: The signed-in user (Status 1); 401 without a live session */
export const currentUser = (input?: RouteCallInput<typeof currentUserRoute>) => callRoute(currentUserRoute, input);

/** GET /api/config/languages: Languages from configuration (spec §3 Config): en-ca (ID 1, default) and fr-ca (ID 2) */
export const getLanguages = (input?: RouteCallInput<typeof getLanguagesRoute>) => callRoute(getLanguagesRoute, input);

/** POST /api/auth/link-pending: Links the provider account met at sign-in to the existing account with the same email once its password is proved, and signs in; Status 0 for a wrong password */
export const linkPendingSocial = (input?: RouteCallInput<typeof linkPendingSocialRoute>) => callRoute(linkPendingSocialRoute, input);

/** POST /api/user/login: Sign in: Status 1 with the user and the User.Token cookie; Status 0 for any wrong email or password */
export const login = (input?: RouteCallInput<typeof loginRoute>) => callRoute(loginRoute, input);

/** GET /api/state/logout: Ends the current session and clears the cookie (also fine without a session) */
export const logout = (input?: RouteCallInput<typeof logoutRoute>) => callRoute(logoutRoute, input);
