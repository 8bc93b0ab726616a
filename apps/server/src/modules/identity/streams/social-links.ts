import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@marketplace/contracts';
import type { RegisteredUser, SocialLinkProof, SocialProvider } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { KnownDevices } from '../adapters/known-devices';
import { type CookieChanges, Sessions } from '../adapters/sessions';
import { SocialSignInError } from '../adapters/social-providers';
import { UserAccounts } from './user-accounts';

/** A started flow lives this long (the `identity.social_flows` row and the `Social.Flow` cookie). */
export const SOCIAL_FLOW_TTL_SECONDS = 600;
/** A provider account waiting for the existing account's password (`identity.social_pending_links`, `Social.Link`). */
export const SOCIAL_LINK_TTL_SECONDS = 900;
export type SocialLang = 'en-ca' | 'fr-ca';

/**
 * Sign in with Google or Facebook (issue #19, ADR 0030), what its commands share on the user stream: provider accounts
 * are claimed like emails (one user per provider account), every link and social sign-in is an event on the user's
 * stream.
 */
@Injectable()
export class SocialLinks {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly devices: KnownDevices,
  ) {}

  /** Claims the provider account for the user (one user per provider account), then records the link. */
  async link(userId: string, provider: SocialProvider, subjectKey: string, proof: SocialLinkProof, ctx: RequestContext) {
    const holder = await this.liveHolder(subjectKey);
    if (holder && holder.userId !== userId) throw new SocialSignInError('already_linked_elsewhere');
    if (!holder) await this.accounts.claim(subjectKey, userId, ctx);
    await this.accounts.execute(userId, { type: 'LinkSocialAccount', data: { provider, subjectKey, proof, now: ctx.now.toISOString() } }, ctx);
  }

  /** Records the social sign-in and opens a session on this device (`deviceToken`: its `User.Device`, if any). */
  async signIn(userId: string, provider: SocialProvider, subjectKey: string, deviceToken: string | null, ctx: RequestContext): Promise<{ view: SessionUser; cookies: CookieChanges }> {
    const outcome = await this.accounts.execute(userId, { type: 'RecordSocialSignIn', data: { provider, subjectKey, now: ctx.now.toISOString() } }, ctx);
    const state = outcome.state as RegisteredUser;
    const device = await this.devices.remember(deviceToken, userId);
    // Spec §3: sign-ins are remembered (SESSION_DAYS).
    const session = await this.sessions.start(ctx, { state, version: outcome.version, persistent: true });
    return { view: await this.accounts.view(state, null), cookies: { device, session } };
  }

  /** The live account holding a login or provider key, or null. */
  async liveHolder(key: string): Promise<RegisteredUser | null> {
    const holder = await this.accounts.holderOf(key);
    if (!holder) return null;
    const { state } = await this.accounts.load(holder);
    return state.kind === 'registered' ? state : null;
  }
}
