import { Inject, Injectable } from '@nestjs/common';
import type { SocialProvider } from '@marketplace/domain';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../../platform/config/config';
import { CONFIG } from '../../../platform/tokens';

/** What a provider says about the person, once its answer was checked. */
export interface SocialIdentity {
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
}

/** Why a provider's answer is refused (recorded on the attempt's stream; the user sees one message for all). */
export type SocialFailure =
  | 'not_configured' | 'refused' | 'cancelled' | 'state_mismatch' | 'expired_flow' | 'expired_code' | 'invalid_id_token' | 'no_email'
  | 'provider_unreachable' | 'already_linked_elsewhere' | 'account_unavailable';

export class SocialSignInError extends Error {
  constructor(readonly reason: SocialFailure, readonly detail?: string) {
    super(`social sign-in refused: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

export interface AuthorizationRequest {
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** Where the provider sends the browser back (`linkBase`: the site's own base URL, IdentityHttp.linkBase). */
export const socialCallbackUrl = (linkBase: string, provider: SocialProvider): string => `${linkBase}/api/auth/${provider}/callback`;

/** The providers the server has credentials for (their buttons show on login and signup). */
export function configuredSocialProviders(c: Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET'>): SocialProvider[] {
  return [
    ...(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET ? ['google' as const] : []),
    ...(c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET ? ['facebook' as const] : []),
  ];
}

const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'email public_profile' };

/**
 * The relying party (openid-client 6): authorization code flow with PKCE (S256), state and, for Google, nonce.
 * Google's ID token is checked for signature (the issuer's JWKS; `enableNonRepudiationChecks`), issuer, audience,
 * expiry and nonce. Facebook is plain OAuth 2.0: its access token reads the Graph `/me` (id, email, names).
 * Plain-http issuers are accepted outside production only (the local stand-ins of tests and development).
 */
@Injectable()
export class SocialProviders {
  private readonly configs = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  configured(): SocialProvider[] {
    return configuredSocialProviders(this.config);
  }

  async authorizationRequest(provider: SocialProvider, redirectUri: string): Promise<AuthorizationRequest> {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const params: Record<string, string> = {
      redirect_uri: redirectUri, scope: SCOPES[provider], state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      ...(provider === 'google' ? { nonce } : {}),
    };
    return { url: oidc.buildAuthorizationUrl(config, params).href, state, nonce, codeVerifier };
  }

  /** Exchanges the code (callback URL as received) and reads who signed in; throws SocialSignInError. */
  async identify(provider: SocialProvider, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<SocialIdentity> {
    const config = await this.configuration(provider);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state,
        ...(provider === 'google' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
    } catch (error) {
      throw failureOf(error);
    }
    return provider === 'google' ? googleIdentity(tokens.claims()) : this.facebookIdentity(config, tokens.access_token);
  }

  private async facebookIdentity(config: oidc.Configuration, accessToken: string): Promise<SocialIdentity> {
    const me = new URL(`${this.config.FACEBOOK_GRAPH_URL.replace(/\/$/, '')}/me`);
    me.searchParams.set('fields', 'id,email,first_name,last_name');
    let body: { id?: unknown; email?: unknown; first_name?: unknown; last_name?: unknown };
    try {
      const res = await oidc.fetchProtectedResource(config, accessToken, me, 'GET');
      if (!res.ok) throw new SocialSignInError('refused', `graph /me ${res.status}`);
      body = (await res.json()) as typeof body;
    } catch (error) {
      throw error instanceof SocialSignInError ? error : new SocialSignInError('provider_unreachable', (error as Error).message);
    }
    if (typeof body.id !== 'string' || body.id === '') throw new SocialSignInError('refused', 'graph /me without id');
    // Facebook returns only confirmed email addresses.
    const email = typeof body.email === 'string' && body.email.includes('@') ? body.email : null;
    return { subject: body.id, email, emailVerified: email !== null, firstName: str(body.first_name), lastName: str(body.last_name) };
  }

  private configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    if (!this.configured().includes(provider)) return Promise.reject(new SocialSignInError('not_configured'));
    let config = this.configs.get(provider);
    if (!config) {
      config = this.create(provider);
      // A failed discovery is retried on the next sign-in rather than remembered.
      config.catch(() => this.configs.delete(provider));
      this.configs.set(provider, config);
    }
    return config;
  }

  private async create(provider: SocialProvider): Promise<oidc.Configuration> {
    const c = this.config;
    const insecure = (url: string) => !c.isProduction && url.startsWith('http:');
    if (provider === 'google') {
      try {
        const config = await oidc.discovery(new URL(c.GOOGLE_ISSUER), c.GOOGLE_CLIENT_ID!, c.GOOGLE_CLIENT_SECRET!, undefined, {
          execute: [oidc.enableNonRepudiationChecks, ...(insecure(c.GOOGLE_ISSUER) ? [oidc.allowInsecureRequests] : [])],
        });
        return config;
      } catch (error) {
        throw new SocialSignInError('provider_unreachable', (error as Error).message);
      }
    }
    const config = new oidc.Configuration(
      { issuer: new URL(c.FACEBOOK_AUTHORIZATION_URL).origin, authorization_endpoint: c.FACEBOOK_AUTHORIZATION_URL, token_endpoint: c.FACEBOOK_TOKEN_URL },
      c.FACEBOOK_APP_ID!, undefined, oidc.ClientSecretPost(c.FACEBOOK_APP_SECRET!),
    );
    if ([c.FACEBOOK_AUTHORIZATION_URL, c.FACEBOOK_TOKEN_URL, c.FACEBOOK_GRAPH_URL].some(insecure)) oidc.allowInsecureRequests(config);
    return config;
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

function googleIdentity(claims: oidc.IDToken | undefined): SocialIdentity {
  if (!claims?.sub) throw new SocialSignInError('invalid_id_token', 'no ID token');
  const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : null;
  return {
    subject: claims.sub, email, emailVerified: email !== null && claims.email_verified === true,
    firstName: str(claims.given_name), lastName: str(claims.family_name),
  };
}

/** openid-client's refusals, sorted into the reasons the event log keeps. */
const ID_TOKEN_CODES = new Set([
  // Signature (a key other than the published one), claims (issuer, audience, nonce), timestamps (expiry), key choice.
  'OAUTH_INVALID_RESPONSE', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_KEY_SELECTION_FAILED',
]);

function failureOf(error: unknown): SocialSignInError {
  if (error instanceof SocialSignInError) return error;
  const e = error as { code?: string; error?: string; message?: string; cause?: { message?: string } };
  const detail = [e.message ?? String(error), e.cause?.message].filter(Boolean).join(': ');
  if (error instanceof oidc.AuthorizationResponseError) return new SocialSignInError(e.error === 'access_denied' ? 'cancelled' : 'refused', e.error);
  // invalid_grant: the code expired, was already used, or does not match the PKCE verifier.
  if (error instanceof oidc.ResponseBodyError) return new SocialSignInError(e.error === 'invalid_grant' ? 'expired_code' : 'refused', e.error);
  if (e.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED' && /state/i.test(detail)) return new SocialSignInError('state_mismatch', detail);
  if (e.code && ID_TOKEN_CODES.has(e.code)) return new SocialSignInError('invalid_id_token', detail);
  if (e.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || e.code === 'OAUTH_RESPONSE_IS_NOT_JSON') return new SocialSignInError('refused', detail);
  return new SocialSignInError('provider_unreachable', detail);
}
