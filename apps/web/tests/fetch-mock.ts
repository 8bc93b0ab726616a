import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fetch stub for the enclosing describe block (installed before each test, reset after), with the JSON bodies
 * sent to one path.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const bodiesTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
  return { fetchMock, bodiesTo };
}
