import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, buildUrl, forgetWritePosition, http, lastWrite, READ_BEHIND_RETRIES, readCookie, setEnvironmentToken } from './http';

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('http client (spec §7, ARCHITECTURE §5)', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setEnvironmentToken('shopicar');
    document.cookie = 'XSRF-TOKEN=abc.def%3D; path=/';
  });
  afterEach(() => {
    forgetWritePosition();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const sent = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i]!;
    return { url: String(url), init: init!, headers: new Headers(init!.headers) };
  };

  it('sends the environment token on every call and includes credentials', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, [{ ID: 1 }]));
    await http.get('/api/config/languages');
    const { headers, init } = sent();
    expect(headers.get('X-Environment-Token')).toBe('shopicar');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toContain('application/json');
  });

  it('sends the CSRF header from the XSRF-TOKEN cookie on non-GET requests only', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, {})).mockResolvedValueOnce(respond(200, { Status: 1 }));
    await http.get('/api/user/current');
    await http.post('/api/user/login', { body: { UserName: 'a', Password: 'b', RememberMe: true } });
    expect(sent(0).headers.get('X-XSRF-TOKEN')).toBeNull();
    const post = sent(1);
    expect(post.headers.get('X-XSRF-TOKEN')).toBe('abc.def=');
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(post.init.body))).toEqual({ UserName: 'a', Password: 'b', RememberMe: true });
  });

  it('read-your-writes: sends the highest X-Write-Position seen as X-Read-After on reads, never on writes', async () => {
    fetchMock
      .mockResolvedValueOnce(respond(200, {}))
      .mockResolvedValueOnce(respond(200, { Status: 1 }, { 'X-Write-Position': '900/41' }))
      .mockResolvedValueOnce(respond(200, { Status: 1 }, { 'X-Write-Position': '899/99' }))
      .mockResolvedValueOnce(respond(200, []))
      .mockResolvedValueOnce(respond(200, { Status: 1 }, { 'X-Write-Position': '900/7' }))
      .mockResolvedValueOnce(respond(200, { Status: 1 }, { 'X-Write-Position': 'garbage' }))
      .mockResolvedValueOnce(respond(200, []));
    await http.get('/api/customers/get-customer-transactions-list');
    expect(sent(0).headers.get('X-Read-After')).toBeNull();
    await http.post('/api/customers/create-customer-vehicle', { body: {} });
    await http.post('/api/customers/save-customer-completed-steps', { body: {} });
    await http.get('/api/customers/get-customer-transactions-list');
    expect(sent(3).headers.get('X-Read-After')).toBe('900/41');
    await http.post('/api/x', { body: {} });
    expect(sent(4).headers.get('X-Read-After')).toBeNull();
    await http.post('/api/y', { body: {} });
    await http.get('/api/customers/get-customer-transactions-list');
    expect(sent(6).headers.get('X-Read-After')).toBe('900/41');
    expect(lastWrite()).toBe('900/41');
  });

  it('read-your-writes: asks again a read the server answered behind (X-Read-Behind), never a write, and gives up after a few', async () => {
    const behind = { 'X-Read-Behind': '900/41' };
    fetchMock
      .mockResolvedValueOnce(respond(200, { items: [] }, behind))
      .mockResolvedValueOnce(respond(200, { items: [] }, behind))
      .mockResolvedValueOnce(respond(200, { items: ['mine'] }));
    const schema = z.object({ items: z.array(z.string()) });
    expect(await http.get('/api/tradein/get-current-trade-in', { schema })).toEqual({ items: ['mine'] });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockClear();
    fetchMock.mockResolvedValueOnce(respond(200, { Status: 1 }, behind));
    await http.post('/api/x', { body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => respond(200, { items: ['stale'] }, behind));
    expect(await http.get('/api/tradein/get-current-trade-in', { schema })).toEqual({ items: ['stale'] });
    expect(fetchMock).toHaveBeenCalledTimes(1 + READ_BEHIND_RETRIES);
  });

  it('parses the response with the given schema', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { Status: '1', extra: true }));
    const result = await http.post('/api/x', { schema: z.object({ Status: z.coerce.number() }) });
    expect(result).toEqual({ Status: 1 });
  });

  it('turns RFC 9457 problem details into an ApiError carrying the code', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(400, {
        type: '/problems/validation.invalid_input',
        title: 'Bad Request',
        status: 400,
        code: 'validation.invalid_input',
        errors: [{ path: 'Email', code: 'invalid_format', message: 'x' }],
      }),
    );
    const error = await http.post('/api/user/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('validation.invalid_input');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors()).toEqual({ Email: 'invalid_format' });
  });

  it('gives a stable code when the error body is not a problem', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    const error = (await http.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('http.502');
  });

  it('reports a network failure as network.unreachable', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await http.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('network.unreachable');
    expect(error.status).toBe(0);
  });

  it('reports a response that does not match its schema as client.unexpected_response', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(respond(200, { nope: 1 }));
    const error = (await http.get('/api/x', { schema: z.object({ Status: z.number() }) }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('client.unexpected_response');
    spy.mockRestore();
  });

  it('retries a CSRF refusal once when the server re-issued the cookie', async () => {
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=new-token; path=/';
      return respond(403, { type: '/problems/auth.csrf_failed', title: 'Forbidden', status: 403, code: 'auth.csrf_failed' });
    });
    fetchMock.mockResolvedValueOnce(respond(200, { Status: 1 }));
    await http.post('/api/user/login', { body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(1).headers.get('X-XSRF-TOKEN')).toBe('new-token');
  });
});

describe('helpers', () => {
  it('builds query strings, skipping empty values', () => {
    expect(buildUrl('/api/user/register', { languageId: 1, redirectUrl: 'https://a.ca/en-ca/activate', x: undefined, y: null })).toBe(
      '/api/user/register?languageId=1&redirectUrl=https%3A%2F%2Fa.ca%2Fen-ca%2Factivate',
    );
    expect(buildUrl('/api/x')).toBe('/api/x');
  });

  it('reads a cookie by exact name', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=t%2B1; XSRF-TOKEN2=no')).toBe('t+1');
    expect(readCookie('XSRF', 'XSRF-TOKEN=1')).toBeNull();
  });
});
