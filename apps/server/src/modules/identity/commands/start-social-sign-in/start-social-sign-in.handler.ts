import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { refusedWhileImpersonating } from '../../../../platform/http/endpoint';
import { DB } from '../../../../platform/tokens';
import type { WithCookies } from '../../adapters/sessions';
import { socialCallbackUrl, SocialProviders, SocialSignInError } from '../../adapters/social-providers';
import { randomToken, sha256 } from '../../adapters/tokens';
import { SocialAttempts } from '../../streams/social-attempts';
import { SOCIAL_FLOW_TTL_SECONDS } from '../../streams/social-links';
import { StartSocialSignInCommand } from './start-social-sign-in.command';

/**
 * GET /auth/:provider/start: the provider's authorization URL (or the login page with the error). The state, PKCE
 * verifier and nonce stay on the server (`identity.social_flows`); the browser that started the flow gets a token of its
 * own (`Social.Flow`), so that only it can finish it.
 */
@CommandHandler(StartSocialSignInCommand)
export class StartSocialSignInHandler implements ICommandHandler<StartSocialSignInCommand> {
  constructor(
    private readonly providers: SocialProviders,
    private readonly attempts: SocialAttempts,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute({ provider, lang, mode, linkBase, meta: ctx }: StartSocialSignInCommand): Promise<WithCookies<string>> {
    try {
      if (mode === 'link' && !ctx.principal) throw new SocialSignInError('account_unavailable', 'link without a session');
      // A provider account linked to the user would sign in as them later, with a session of their own: an
      // administrator impersonating the user never links one (their own provider account would become a way in).
      if (mode === 'link' && ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
      const request = await this.providers.authorizationRequest(provider, socialCallbackUrl(linkBase, provider));
      const browser = randomToken();
      await this.db.insertInto('identity.social_flows').values({
        state_hash: sha256(request.state), browser_hash: sha256(browser), provider, mode, user_id: mode === 'link' ? ctx.principal!.userId : null, lang,
        nonce: request.nonce, code_verifier: request.codeVerifier, expires_at: new Date(ctx.now.getTime() + SOCIAL_FLOW_TTL_SECONDS * 1000),
      }).execute();
      await this.db.deleteFrom('identity.social_flows').where('expires_at', '<', ctx.now).execute();
      return { answer: request.url, cookies: { socialFlow: browser } };
    } catch (error) {
      return { answer: await this.attempts.refused(provider, lang, error, ctx), cookies: {} };
    }
  }
}
