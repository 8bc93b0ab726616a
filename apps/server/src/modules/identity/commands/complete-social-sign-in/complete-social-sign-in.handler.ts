import { Inject } from '@nestjs/common';
import { UserType } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { refusedWhileImpersonating } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { DB } from '../../../../platform/tokens';
import { IdentityNotifier } from '../../adapters/identity-notifier';
import type { WithCookies } from '../../adapters/sessions';
import { socialCallbackUrl, type SocialIdentity, SocialProviders, SocialSignInError } from '../../adapters/social-providers';
import { randomToken, sha256 } from '../../adapters/tokens';
import { EMPTY_PERSONAL_DATA } from '../../streams/personal-data';
import { Registration } from '../../streams/registration';
import { SocialAttempts } from '../../streams/social-attempts';
import { type SocialLang, SOCIAL_LINK_TTL_SECONDS, SocialLinks } from '../../streams/social-links';
import { UserAccounts } from '../../streams/user-accounts';
import { CompleteSocialSignInCommand } from './complete-social-sign-in.command';

interface FlowRow {
  browser_hash: Buffer; provider: string; mode: string; user_id: string | null; lang: string; nonce: string; code_verifier: string; expires_at: Date;
}

/**
 * GET /auth/:provider/callback (issue #19, ADR 0030). A first sign-in creates a customer account (its email verified
 * when the provider says so); a provider account whose email belongs to an existing account links to it only once that
 * account's password is proved (never silently: that would be an account takeover); a signed-in user links from the
 * profile. Every refusal is an event on the attempt's own stream, and the user lands on the login page with one message.
 */
@CommandHandler(CompleteSocialSignInCommand)
export class CompleteSocialSignInHandler implements ICommandHandler<CompleteSocialSignInCommand> {
  constructor(
    private readonly providers: SocialProviders,
    private readonly accounts: UserAccounts,
    private readonly registration: Registration,
    private readonly links: SocialLinks,
    private readonly attempts: SocialAttempts,
    private readonly notifier: IdentityNotifier,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(command: CompleteSocialSignInCommand): Promise<WithCookies<string>> {
    const { provider, query, browser, meta: ctx } = command;
    // Taken once: a replayed or concurrent callback with the same state finds nothing.
    const flow = query.state
      ? ((await this.db.deleteFrom('identity.social_flows').where('state_hash', '=', sha256(query.state)).returningAll().executeTakeFirst()) as FlowRow | undefined)
      : undefined;
    const lang: SocialLang = flow?.lang === 'fr-ca' ? 'fr-ca' : 'en-ca';
    try {
      if (!flow || flow.provider !== provider || !browser || !sha256(browser).equals(flow.browser_hash)) {
        throw new SocialSignInError(query.error === 'access_denied' ? 'cancelled' : 'state_mismatch');
      }
      if (new Date(flow.expires_at).getTime() < ctx.now.getTime()) throw new SocialSignInError('expired_flow');
      if (query.error) throw new SocialSignInError(query.error === 'access_denied' ? 'cancelled' : 'refused', `${query.error}: ${query.error_description ?? ''}`);
      const callbackUrl = new URL(socialCallbackUrl(command.linkBase, provider));
      for (const [k, v] of Object.entries(query)) if (typeof v === 'string') callbackUrl.searchParams.set(k, v);
      const who = await this.providers.identify(provider, callbackUrl, { state: query.state!, nonce: flow.nonce, codeVerifier: flow.code_verifier });
      if (!who.email) throw new SocialSignInError('no_email');
      const subjectKey = this.accounts.socialKeyOf(provider, who.subject);
      if (flow.mode === 'link' && flow.user_id) {
        // Checked again here: the browser's session may have become an impersonation since the flow started.
        if (ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
        await this.links.link(flow.user_id, provider, subjectKey, 'profile', ctx);
        return { answer: `/${lang}/customer/profile?linked=${provider}`, cookies: {} };
      }
      return await this.signIn(command, subjectKey, who, lang, ctx);
    } catch (error) {
      return { answer: await this.attempts.refused(provider, lang, error, ctx), cookies: {} };
    }
  }

  private async signIn(
    { provider, deviceToken, linkBase }: CompleteSocialSignInCommand, subjectKey: string, who: SocialIdentity, lang: SocialLang, ctx: RequestContext,
  ): Promise<WithCookies<string>> {
    const holder = await this.links.liveHolder(subjectKey);
    if (holder) {
      const { cookies } = await this.links.signIn(holder.userId, provider, subjectKey, deviceToken, ctx);
      return { answer: `/${lang}/customer/dashboard`, cookies };
    }
    const email = who.email!;
    const owner = await this.links.liveHolder(this.accounts.loginKeyOf(email));
    if (owner) {
      // An account already uses this email: it links only after its password is proved (never silently).
      const token = randomToken();
      await this.db.insertInto('identity.social_pending_links').values({
        token_hash: sha256(token), user_id: owner.userId, provider, subject_key: subjectKey, lang, expires_at: new Date(ctx.now.getTime() + SOCIAL_LINK_TTL_SECONDS * 1000),
      }).execute();
      return { answer: `/${lang}/login?link=${provider}`, cookies: { socialLink: token } };
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
        brand: ctx.brand, base: linkBase, now: ctx.now,
      });
    }
    await this.links.link(created.userId, provider, subjectKey, 'signup', ctx);
    const { cookies } = await this.links.signIn(created.userId, provider, subjectKey, deviceToken, ctx);
    return { answer: `/${lang}/customer/dashboard`, cookies };
  }
}
