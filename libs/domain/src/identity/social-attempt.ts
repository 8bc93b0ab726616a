import type { Decider, DomainEvent } from '../shared/decider';
import type { SocialProvider } from './user.events';

/**
 * A social sign-in that did not reach an account (refused by the provider, cancelled consent, forged or mismatched
 * state, expired or replayed code, a bad ID token, no email): one stream per attempt, `social-sign-in-<uuid>`, so the
 * event log says why even when no user is known. The user sees a single message for all of them.
 */
export type SocialAttemptEvent = DomainEvent<'SocialSignInRefused', { attemptId: string; provider: SocialProvider; reason: string; refusedAt: string }>;
export type SocialAttemptCommand = { type: 'RefuseSocialSignIn'; data: { attemptId: string; provider: SocialProvider; reason: string; now: string } };
export type SocialAttemptState = { readonly refused: boolean };

export const SOCIAL_ATTEMPT_STREAM_PREFIX = 'social-sign-in-';
export const socialAttemptStreamId = (attemptId: string) => `${SOCIAL_ATTEMPT_STREAM_PREFIX}${attemptId}`;

export const socialAttemptDecider: Decider<SocialAttemptCommand, SocialAttemptEvent, SocialAttemptState> = {
  initialState: { refused: false },
  decide: (command, state) => {
    if (state.refused) return [];
    const { attemptId, provider, reason, now } = command.data;
    return [{ type: 'SocialSignInRefused', data: { attemptId, provider, reason, refusedAt: now } }];
  },
  evolve: () => ({ refused: true }),
};
