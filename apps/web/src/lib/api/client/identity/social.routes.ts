// Generated from libs/contracts/src/identity/social.routes.ts by `npm run generate:web-client`: do not edit.
import { getSocialAccountsRoute, socialCallbackRoute, socialStartRoute, unlinkSocialAccountRoute } from '@marketplace/contracts/identity/social.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/user/social-accounts: The signed-in user's sign-in methods: the configured providers (linked or not) and whether a password is set */
export const getSocialAccounts = (input?: RouteCallInput<typeof getSocialAccountsRoute>) => callRoute(getSocialAccountsRoute, input);

/** GET /api/auth/:provider/callback: The provider's redirect back: checks state, code and ID token, then signs in, creates the account, asks for the password of an existing one, or links; errors land on the login page */
export const socialCallback = (input?: RouteCallInput<typeof socialCallbackRoute>) => callRoute(socialCallbackRoute, input);

/** GET /api/auth/:provider/start: Starts a sign-in with Google or Facebook (code flow with PKCE, state and nonce): redirects to the provider. mode=link links it to the signed-in account */
export const socialStart = (input?: RouteCallInput<typeof socialStartRoute>) => callRoute(socialStartRoute, input);

/** POST /api/user/unlink-social-account: Unlinks a provider from the signed-in account; never the last way to sign in (identity.last_sign_in_method) */
export const unlinkSocialAccount = (input?: RouteCallInput<typeof unlinkSocialAccountRoute>) => callRoute(unlinkSocialAccountRoute, input);
