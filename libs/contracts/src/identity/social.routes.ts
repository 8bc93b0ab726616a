import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { StatusOkSchema } from './user';

export { linkPendingSocialRoute } from './session.mini';

const tags = ['identity'] as const;
/** Issue #19: Google (OpenID Connect) and Facebook (OAuth 2.0 + Graph /me). */
export const SocialProviderSchema = z.enum(['google', 'facebook']);
const ProviderParams = z.object({ provider: SocialProviderSchema });
/** The answer of a browser redirect (302 with a Location header, no body). */
const Redirect = z.undefined();

export const socialStartRoute = defineRoute({
  method: 'GET', path: '/auth/:provider/start', tags, status: 302,
  summary: "Starts a sign-in with Google or Facebook (code flow with PKCE, state and nonce): redirects to the provider. mode=link links it to the signed-in account",
  params: ProviderParams,
  query: z.object({ lang: z.enum(['en-ca', 'fr-ca']).default('en-ca'), mode: z.enum(['login', 'link']).default('login') }),
  response: Redirect,
});

export const socialCallbackRoute = defineRoute({
  method: 'GET', path: '/auth/:provider/callback', tags, status: 302,
  summary: "The provider's redirect back: checks state, code and ID token, then signs in, creates the account, asks for the password of an existing one, or links; errors land on the login page",
  params: ProviderParams,
  query: z.object({
    code: z.string().max(2048).optional(), state: z.string().max(512).optional(), error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(), iss: z.string().max(500).optional(), scope: z.string().max(1000).optional(),
    authuser: z.string().max(20).optional(), prompt: z.string().max(100).optional(), hd: z.string().max(200).optional(),
  }),
  response: Redirect,
});

export const getSocialAccountsRoute = defineRoute({
  method: 'GET', path: '/user/social-accounts', tags,
  summary: "The signed-in user's sign-in methods: the configured providers (linked or not) and whether a password is set",
  response: z.object({ Providers: z.array(z.object({ Provider: SocialProviderSchema, Linked: z.boolean() })), HasPassword: z.boolean() }),
});

export const unlinkSocialAccountRoute = defineRoute({
  method: 'POST', path: '/user/unlink-social-account', tags,
  summary: 'Unlinks a provider from the signed-in account; never the last way to sign in (identity.last_sign_in_method)',
  body: z.strictObject({ Provider: SocialProviderSchema }),
  response: StatusOkSchema,
});
