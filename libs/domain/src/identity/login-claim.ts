import type { Decider, DomainEvent } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { IdentityErrors } from './identity.errors';
import type { KeyedHash } from './user.events';

/**
 * Uniqueness of a login identity (email, or user name for accounts without one), event-sourced: one stream per
 * keyed hash of the normalised identity, `login-<hash>`. Claiming appends to it with optimistic concurrency, so two
 * sign-ups with the same email cannot both win, and the check reads one stream instead of an eventually consistent
 * table. Deleting an account or changing its email releases the claim: the address becomes free again.
 */
export type LoginClaimEvent =
  | DomainEvent<'LoginClaimed', { loginKey: KeyedHash; userId: string; claimedAt: string }>
  | DomainEvent<'LoginReleased', { loginKey: KeyedHash; userId: string; releasedAt: string }>;

export type LoginClaimState = { readonly holder: string | null; readonly claimedAt: string | null };

export type LoginClaimCommand =
  | { type: 'ClaimLogin'; data: {
      loginKey: KeyedHash; userId: string; now: string;
      /**
       * The current holder's user stream: 'live', 'deleted' (a deleted account's login is free at once, even if its
       * release was never written) or 'missing' (an orphan claim, which may be taken over after a grace period: a
       * sign-up that claimed the login and crashed before writing its user, when the two were separate appends. Since
       * ADR 0094 a new user's claim and stream are one append, and only claims written before can be orphans).
       */
      holder: 'live' | 'deleted' | 'missing';
    } }
  | { type: 'ReleaseLogin'; data: { loginKey: KeyedHash; userId: string; now: string } };

/** How long a claim without a user stream is protected (a two-step sign-up in flight, before ADR 0094). */
export const ORPHAN_CLAIM_GRACE_MINUTES = 5;

export const loginClaimStreamId = (loginKey: KeyedHash): string => `login-${loginKey}`;

export const loginClaimDecider: Decider<LoginClaimCommand, LoginClaimEvent, LoginClaimState> = {
  initialState: { holder: null, claimedAt: null },
  decide(command, state) {
    switch (command.type) {
      case 'ClaimLogin': {
        const { loginKey, userId, now, holder } = command.data;
        if (state.holder === userId) return [];
        if (state.holder !== null) {
          const orphan = holder === 'missing' && state.claimedAt !== null
            && Date.parse(now) - Date.parse(state.claimedAt) > ORPHAN_CLAIM_GRACE_MINUTES * 60_000;
          if (holder !== 'deleted' && !orphan) throw IdentityErrors.emailAlreadyTaken();
          return [
            { type: 'LoginReleased', data: { loginKey, userId: state.holder, releasedAt: now } },
            { type: 'LoginClaimed', data: { loginKey, userId, claimedAt: now } },
          ];
        }
        return [{ type: 'LoginClaimed', data: { loginKey, userId, claimedAt: now } }];
      }
      case 'ReleaseLogin': {
        const { loginKey, userId, now } = command.data;
        if (state.holder !== userId) return [];
        return [{ type: 'LoginReleased', data: { loginKey, userId, releasedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LoginClaimed':
        return { holder: event.data.userId, claimedAt: event.data.claimedAt };
      case 'LoginReleased':
        return state.holder === event.data.userId ? { holder: null, claimedAt: null } : state;
      default:
        return assertNever(event);
    }
  },
};
