import { Inject } from '@nestjs/common';
import type { SessionUser } from '@marketplace/contracts';
import type { SocialProvider } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { DB } from '../../../../platform/tokens';
import { throttles } from '../../adapters/identity-throttle';
import { PasswordHasher } from '../../adapters/password-hasher';
import type { WithCookies } from '../../adapters/sessions';
import { sha256 } from '../../adapters/tokens';
import { SocialLinks } from '../../streams/social-links';
import { UserAccounts } from '../../streams/user-accounts';
import { LinkPendingSocialAccountCommand } from './link-pending-social-account.command';

/** POST /auth/link-pending: the password of the account with the provider's email links it, then signs in. */
@CommandHandler(LinkPendingSocialAccountCommand)
export class LinkPendingSocialAccountHandler implements ICommandHandler<LinkPendingSocialAccountCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly links: SocialLinks,
    private readonly hasher: PasswordHasher,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ password, linkToken: token, deviceToken, meta: ctx }: LinkPendingSocialAccountCommand): Promise<WithCookies<SessionUser | { Status: 0 }>> {
    // A password guess like any other: the IP's sign-in budget applies.
    await consume(this.limiter, [throttles.signIn('social-link', ctx.ip, null).ip]);
    const pending = token
      ? await this.db.selectFrom('identity.social_pending_links').selectAll().where('token_hash', '=', sha256(token)).where('expires_at', '>', ctx.now).executeTakeFirst()
      : undefined;
    const loaded = pending ? await this.accounts.load(pending.user_id) : null;
    const state = loaded?.state.kind === 'registered' ? loaded.state : null;
    const hash = state ? await this.accounts.passwordHash(state) : null;
    const ok = hash ? await this.hasher.verify(password, hash) : await this.hasher.verifyAgainstDummy(password);
    if (!ok || !pending || !state) return { answer: { Status: 0 }, cookies: {} };
    // The password is right, but a suspended account neither links nor signs in (identity.account_suspended).
    this.accounts.assertMaySignIn(state, ctx);
    await this.db.deleteFrom('identity.social_pending_links').where('token_hash', '=', sha256(token!)).execute();
    const provider = pending.provider as SocialProvider;
    try {
      await this.links.link(state.userId, provider, pending.subject_key, 'password', ctx);
      const { view, cookies } = await this.links.signIn(state.userId, provider, pending.subject_key, deviceToken, ctx);
      return { answer: view, cookies: { ...cookies, socialLink: 'end' } };
    } catch (error) {
      // The pending link is spent whatever follows (its row is gone): the browser forgets it too.
      return { answer: { Status: 0 }, cookies: { socialLink: 'end' }, refusal: error as Error };
    }
  }
}
