import { Inject, Injectable } from '@nestjs/common';
import type { RouteInput, SessionUser, socialCallbackRoute } from '@marketplace/contracts';
import {
  isDomainError, type RegisteredUser, SOCIAL_PROVIDERS, socialAttemptDecider, socialAttemptStreamId, type SocialLinkProof, type SocialProvider, UserType,
} from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { RequestContext } from '../../../platform/http/request-context';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { DB, LOGGER } from '../../../platform/tokens';
import { IdentityNotifier } from '../application/identity-notifier';
import { Registration } from '../application/registration';
import { SessionCookies } from '../application/session-cookies';
import { refusedWhileImpersonating } from '../../../platform/http/endpoint';
import { Sessions } from '../application/sessions';
import { UserAccounts } from '../application/user-accounts';
import { KnownDevices } from '../infrastructure/known-devices';
import { PasswordHasher } from '../infrastructure/password-hasher';
import { EMPTY_PERSONAL_DATA } from '../infrastructure/personal-data';
import { throttles } from '../infrastructure/identity-throttle';
import { randomToken, sha256 } from '../infrastructure/tokens';
import { type SocialIdentity, SocialProviders, SocialSignInError } from './social-providers';

const FLOW_COOKIE = 'Social.Flow';
const LINK_COOKIE = 'Social.Link';
const COOKIE_PATH = '/api/auth';
const FLOW_TTL_SECONDS = 600;
const LINK_TTL_SECONDS = 900;
/** Refusal reasons that mean the provider cannot be used now (issue #42 item 7): the login page says it is not available. */
const UNAVAILABLE: ReadonlySet<string> = new Set(['not_configured', 'provider_unreachable']);
type Lang = 'en-ca' | 'fr-ca';
type CallbackQuery = RouteInput<typeof socialCallbackRoute>['query'];

interface FlowRow {
  browser_hash: Buffer; provider: string; mode: string; user_id: string | null; lang: string; nonce: string; code_verifier: string; expires_at: Date;
}

/**
 * Sign in with Google or Facebook (issue #19, ADR 0030). A first sign-in creates a customer account (its email
 * verified when the provider says so); a provider account whose email belongs to an existing account links to it only
 * once that account's password is proved (never silently: that would be an account takeover); a signed-in user links
 * from the profile. Every link, unlink and social sign-in is an event on the user's stream; every refusal is an event
 * on the attempt's own stream, and the user lands on the login page with one message.
 */
@Injectable()
export class SocialSignIn {
  constructor(
    private readonly providers: SocialProviders,
    private readonly accounts: UserAccounts,
    private readonly registration: Registration,
    private readonly sessions: Sessions,
    private readonly devices: KnownDevices,
    private readonly cookies: SessionCookies,
    private readonly notifier: IdentityNotifier,
    private readonly hasher: PasswordHasher,
    private readonly commands: EventSourcedCommands,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  configured(): SocialProvider[] {
    return this.providers.configured();
  }

  /** GET /auth/:provider/start: the provider's authorization URL (or the login page with the error). */
  async start(provider: SocialProvider, lang: Lang, mode: 'login' | 'link', ctx: RequestContext, req: FastifyRequest, reply: FastifyReply): Promise<string> {
    try {
      if (mode === 'link' && !ctx.principal) throw new SocialSignInError('account_unavailable', 'link without a session');
      // A provider account linked to the user would sign in as them later, with a session of their own: an
      // administrator impersonating the user never links one (their own provider account would become a way in).
      if (mode === 'link' && ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
      const request = await this.providers.authorizationRequest(provider, this.redirectUri(provider, req));
      const browser = randomToken();
      await this.db.insertInto('identity.social_flows').values({
        state_hash: sha256(request.state), browser_hash: sha256(browser), provider, mode, user_id: mode === 'link' ? ctx.principal!.userId : null, lang,
        nonce: request.nonce, code_verifier: request.codeVerifier, expires_at: new Date(ctx.now.getTime() + FLOW_TTL_SECONDS * 1000),
      }).execute();
      await this.db.deleteFrom('identity.social_flows').where('expires_at', '<', ctx.now).execute();
      reply.setCookie(FLOW_COOKIE, browser, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.cookies.secure(req), maxAge: FLOW_TTL_SECONDS });
      return request.url;
    } catch (error) {
      return this.refused(provider, lang, error, ctx);
    }
  }

  /** GET /auth/:provider/callback: where the browser goes next. */
  async complete(provider: SocialProvider, query: CallbackQuery, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const browser = req.cookies?.[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.cookies.secure(req) });
    // Taken once: a replayed or concurrent callback with the same state finds nothing.
    const flow = query.state
      ? ((await this.db.deleteFrom('identity.social_flows').where('state_hash', '=', sha256(query.state)).returningAll().executeTakeFirst()) as FlowRow | undefined)
      : undefined;
    const lang: Lang = flow?.lang === 'fr-ca' ? 'fr-ca' : 'en-ca';
    try {
      if (!flow || flow.provider !== provider || !browser || !sha256(browser).equals(flow.browser_hash)) {
        throw new SocialSignInError(query.error === 'access_denied' ? 'cancelled' : 'state_mismatch');
      }
      if (new Date(flow.expires_at).getTime() < ctx.now.getTime()) throw new SocialSignInError('expired_flow');
      if (query.error) throw new SocialSignInError(query.error === 'access_denied' ? 'cancelled' : 'refused', `${query.error}: ${query.error_description ?? ''}`);
      const callbackUrl = new URL(this.redirectUri(provider, req));
      for (const [k, v] of Object.entries(query)) if (typeof v === 'string') callbackUrl.searchParams.set(k, v);
      const who = await this.providers.identify(provider, callbackUrl, { state: query.state!, nonce: flow.nonce, codeVerifier: flow.code_verifier });
      if (!who.email) throw new SocialSignInError('no_email');
      const subjectKey = this.accounts.socialKeyOf(provider, who.subject);
      if (flow.mode === 'link' && flow.user_id) {
        // Checked again here: the browser's session may have become an impersonation since the flow started.
        if (ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
        await this.link(flow.user_id, provider, subjectKey, 'profile', ctx);
        return `/${lang}/customer/profile?linked=${provider}`;
      }
      return await this.signIn(provider, subjectKey, who, lang, ctx, req, reply);
    } catch (error) {
      return this.refused(provider, lang, error, ctx);
    }
  }

  /** POST /auth/link-pending: the password of the account with the provider's email links it, then signs in. */
  async linkPending(password: string, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply): Promise<SessionUser | { Status: 0 }> {
    const token = req.cookies?.[LINK_COOKIE];
    const pending = token
      ? await this.db.selectFrom('identity.social_pending_links').selectAll().where('token_hash', '=', sha256(token)).where('expires_at', '>', ctx.now).executeTakeFirst()
      : undefined;
    const loaded = pending ? await this.accounts.load(pending.user_id) : null;
    const state = loaded?.state.kind === 'registered' ? loaded.state : null;
    const hash = state ? await this.accounts.passwordHash(state) : null;
    const ok = hash ? await this.hasher.verify(password, hash) : await this.hasher.verifyAgainstDummy(password);
    if (!ok || !pending || !state) return { Status: 0 };
    // The password is right, but a suspended account neither links nor signs in (identity.account_suspended).
    this.accounts.assertMaySignIn(state, ctx);
    await this.db.deleteFrom('identity.social_pending_links').where('token_hash', '=', sha256(token!)).execute();
    reply.clearCookie(LINK_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.cookies.secure(req) });
    const provider = pending.provider as SocialProvider;
    await this.link(state.userId, provider, pending.subject_key, 'password', ctx);
    return this.startSession(state.userId, provider, pending.subject_key, ctx, req, reply);
  }

  /** POST /user/unlink-social-account: never the last way to sign in (the decider refuses it). */
  async unlink(userId: string, provider: SocialProvider, ctx: RequestContext): Promise<void> {
    const { state } = await this.accounts.load(userId);
    const subjectKey = state.kind === 'registered' ? state.socialAccounts[provider] : undefined;
    await this.accounts.execute(userId, { type: 'UnlinkSocialAccount', data: { provider, now: ctx.now.toISOString() } }, ctx);
    if (subjectKey) await this.accounts.release(subjectKey, userId, ctx);
  }

  /** GET /user/social-accounts. */
  async methodsOf(userId: string) {
    const { state } = await this.accounts.load(userId);
    const linked = state.kind === 'registered' ? state.socialAccounts : {};
    const shown = SOCIAL_PROVIDERS.filter((p) => this.configured().includes(p) || linked[p]);
    return { Providers: shown.map((p) => ({ Provider: p, Linked: Boolean(linked[p]) })), HasPassword: state.kind === 'registered' && state.credential !== null };
  }

  private async signIn(provider: SocialProvider, subjectKey: string, who: SocialIdentity, lang: Lang, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const holder = await this.liveHolder(subjectKey);
    if (holder) {
      await this.startSession(holder.userId, provider, subjectKey, ctx, req, reply);
      return `/${lang}/customer/dashboard`;
    }
    const email = who.email!;
    const owner = await this.liveHolder(this.accounts.loginKeyOf(email));
    if (owner) {
      // An account already uses this email: it links only after its password is proved (never silently).
      const token = randomToken();
      await this.db.insertInto('identity.social_pending_links').values({
        token_hash: sha256(token), user_id: owner.userId, provider, subject_key: subjectKey, lang, expires_at: new Date(ctx.now.getTime() + LINK_TTL_SECONDS * 1000),
      }).execute();
      reply.setCookie(LINK_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.cookies.secure(req), maxAge: LINK_TTL_SECONDS });
      return `/${lang}/login?link=${provider}`;
    }
    const created = await this.registration.provision({
      login: email, password: null, userTypeId: UserType.Regular, languageId: lang === 'fr-ca' ? 2 : 1, companyId: 0, confirmBy: 'email', admin: null,
      pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: who.firstName, LastName: who.lastName },
    }, ctx);
    if (who.emailVerified) {
      await this.accounts.execute(created.userId, {
        type: 'VerifyEmail', data: { loginKey: created.loginKey, expiresAt: new Date(ctx.now.getTime() + 60_000).toISOString(), now: ctx.now.toISOString() },
      }, ctx);
    } else {
      await this.notifier.sendActivation({
        userId: created.userId, loginKey: created.loginKey, email, firstName: who.firstName || null, languageId: lang === 'fr-ca' ? 2 : 1,
        brand: ctx.brand, base: this.cookies.linkBase(req), now: ctx.now,
      });
    }
    await this.link(created.userId, provider, subjectKey, 'signup', ctx);
    await this.startSession(created.userId, provider, subjectKey, ctx, req, reply);
    return `/${lang}/customer/dashboard`;
  }

  /** Claims the provider account for the user (one user per provider account), then records the link. */
  private async link(userId: string, provider: SocialProvider, subjectKey: string, proof: SocialLinkProof, ctx: RequestContext) {
    const holder = await this.liveHolder(subjectKey);
    if (holder && holder.userId !== userId) throw new SocialSignInError('already_linked_elsewhere');
    if (!holder) await this.accounts.claim(subjectKey, userId, ctx);
    await this.accounts.execute(userId, { type: 'LinkSocialAccount', data: { provider, subjectKey, proof, now: ctx.now.toISOString() } }, ctx);
  }

  private async startSession(userId: string, provider: SocialProvider, subjectKey: string, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
    const outcome = await this.accounts.execute(userId, { type: 'RecordSocialSignIn', data: { provider, subjectKey, now: ctx.now.toISOString() } }, ctx);
    const state = outcome.state as RegisteredUser;
    await this.devices.remember(req, reply, userId);
    // Spec §3: sign-ins are remembered (SESSION_DAYS).
    await this.sessions.start(req, reply, ctx, { state, version: outcome.version, persistent: true });
    return this.accounts.view(state, null);
  }

  private async liveHolder(key: string): Promise<RegisteredUser | null> {
    const holder = await this.accounts.holderOf(key);
    if (!holder) return null;
    const { state } = await this.accounts.load(holder);
    return state.kind === 'registered' ? state : null;
  }

  private redirectUri(provider: SocialProvider, req: FastifyRequest) {
    return `${this.cookies.linkBase(req)}/api/auth/${provider}/callback`;
  }

  /** Records why on the attempt's stream, logs it, and sends the browser to the login page's message. */
  private async refused(provider: SocialProvider, lang: Lang, error: unknown, ctx: RequestContext): Promise<string> {
    const failure = error instanceof SocialSignInError ? error : null;
    const reason = failure?.reason ?? (error as { code?: string })?.code ?? 'error';
    // A domain rule's refusal (a suspended account, an impersonation) is a refusal, not a fault.
    if (failure) this.logger.warn({ provider, reason, detail: failure.detail }, 'social sign-in refused');
    else if (isDomainError(error) && error.kind !== 'unavailable') this.logger.warn({ provider, reason }, 'social sign-in refused');
    else this.logger.error({ err: error, provider }, 'social sign-in failed');
    // Anyone can call the callback: an IP's refusals go to the event store up to a budget, then to the log only.
    // A provider that cannot be used now (not configured here, unreachable) is named, so the page says it is not available.
    const landing = `/${lang}/login?social_error=${encodeURIComponent(reason)}${UNAVAILABLE.has(reason) ? `&provider=${provider}` : ''}`;
    const budget = throttles.socialRefusalRecorded(ctx.ip);
    if ((await this.limiter.hit(budget.key, budget.rule)).count > budget.rule.limit) return landing;
    const attemptId = randomUUID();
    await this.commands.execute(socialAttemptDecider, socialAttemptStreamId(attemptId), {
      type: 'RefuseSocialSignIn', data: { attemptId, provider, reason, now: ctx.now.toISOString() },
    }, ctx);
    return landing;
  }
}
