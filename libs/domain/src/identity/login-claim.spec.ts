import { DomainError } from '../shared/domain-error';
import { fold } from '../shared/decider';
import { loginClaimDecider, type LoginClaimEvent } from './login-claim';

const T0 = '2026-01-10T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const claimed = (userId: string, minute = 0): LoginClaimEvent => ({ type: 'LoginClaimed', data: { loginKey: 'k', userId, claimedAt: at(minute) } });
const decide = (events: LoginClaimEvent[], command: Parameters<typeof loginClaimDecider.decide>[0]) =>
  loginClaimDecider.decide(command, fold(loginClaimDecider, events));

describe('login claim decider', () => {
  it('claims a free login; the holder claiming again is a no-op', () => {
    expect(decide([], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'a', now: T0, holder: 'missing' } })).toEqual([claimed('a')]);
    expect(decide([claimed('a')], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'a', now: T0, holder: 'live' } })).toEqual([]);
  });
  it('refuses a login held by someone else', () => {
    expect(() => decide([claimed('a')], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'b', now: at(1), holder: 'live' } }))
      .toThrow(expect.objectContaining({ code: 'identity.email_already_taken' }) as unknown as DomainError);
  });
  it('takes over an orphan claim only after the grace period', () => {
    expect(() => decide([claimed('a')], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'b', now: at(2), holder: 'missing' } })).toThrow(DomainError);
    expect(decide([claimed('a')], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'b', now: at(6), holder: 'missing' } })).toEqual([
      { type: 'LoginReleased', data: { loginKey: 'k', userId: 'a', releasedAt: at(6) } },
      { type: 'LoginClaimed', data: { loginKey: 'k', userId: 'b', claimedAt: at(6) } },
    ]);
  });
  it("a deleted holder's login is free at once", () => {
    expect(decide([claimed('a')], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'b', now: at(1), holder: 'deleted' } })).toHaveLength(2);
  });
  it('a released login is free again; only the holder releases', () => {
    const released: LoginClaimEvent = { type: 'LoginReleased', data: { loginKey: 'k', userId: 'a', releasedAt: at(1) } };
    expect(decide([claimed('a'), released], { type: 'ClaimLogin', data: { loginKey: 'k', userId: 'b', now: at(2), holder: 'live' } })).toEqual([claimed('b', 2)]);
    expect(decide([claimed('a')], { type: 'ReleaseLogin', data: { loginKey: 'k', userId: 'b', now: at(2) } })).toEqual([]);
  });
});
