import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './current-user';

/** Issue #43 item 7 (ADR 0061): a page the server knows was requested anonymously starts anonymous, without a call. */
describe('fetchCurrentUser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelector('meta[name="session"]')?.remove();
  });

  it('starts anonymous without asking when the page says so, once; then asks the server', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ type: '/problems/auth.unauthenticated', status: 401, code: 'auth.unauthenticated' }), {
      status: 401, headers: { 'content-type': 'application/problem+json' },
    }));
    vi.stubGlobal('fetch', fetch);
    const hint = document.createElement('meta');
    hint.name = 'session';
    hint.content = 'anonymous';
    document.head.append(hint);

    expect(await fetchCurrentUser()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.head.querySelector('meta[name="session"]')).toBeNull();

    // A later check (after a login, say) asks the server; its 401 is still an anonymous session.
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/user/current');
  });
});
