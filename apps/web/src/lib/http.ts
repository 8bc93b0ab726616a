// No zod at run time here: this client is in every page's first load, zod is not (ADR 0066). A schema given to a call
// runs through its Standard Schema interface (`~standard`); the problem details' schema is fetched with the first failure.
import type { Problem } from '@marketplace/contracts/shared/problem';
import type { z } from 'zod';

/**
 * The one HTTP client of the web app (spec §7, ARCHITECTURE §5):
 * JSON in and out, cookies included (the session lives in the HttpOnly `User.Token` cookie),
 * the brand's `X-Environment-Token` on every call, and the CSRF pair (cookie `XSRF-TOKEN` -> header `X-XSRF-TOKEN`)
 * on every state-changing call, and read-your-writes: the highest `X-Write-Position` a command answered with goes back as
 * `X-Read-After` on every read (a refetch after a mutation included), so the server answers from projections that
 * have caught up with this client's own writes; a read answered `X-Read-Behind` (the server's wait ran out on a loaded
 * machine) is asked again a few times rather than show the client's own write missing. No time-out. Failures are
 * `ApiError`s carrying RFC 9457 problem details; their user-facing text comes from `problemMessage(code)`, never from
 * the server.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const ENVIRONMENT_HEADER = 'X-Environment-Token';
export const WRITE_POSITION_HEADER = 'X-Write-Position';
export const READ_AFTER_HEADER = 'X-Read-After';
/** On a read the server answered before its projections reached this client's last write (its bounded wait ran out). */
export const READ_BEHIND_HEADER = 'X-Read-Behind';
/** How many times a read answered behind is asked again (each waits up to the server's bound, 1 s) before it is shown. */
export const READ_BEHIND_RETRIES = 4;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(`${problem.status} ${problem.code}${problem.detail ? `: ${problem.detail}` : ''}`);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.problem = problem;
  }

  /** Field errors keyed by path (`Email`, `address.city`). */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.problem.errors ?? []).map((e) => [e.path, e.code]));
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions<S extends z.core.$ZodType | undefined> {
  query?: Query;
  body?: unknown;
  /** Parses the response body; without it the body is ignored (unless `unchecked`). */
  schema?: S;
  /**
   * Without a schema: the body as the server sent it, unparsed. Only for an answer the server parsed with its contract
   * before sending it (every API route does, ResponseContractInterceptor): see lib/api-read.ts.
   */
  unchecked?: boolean;
  signal?: AbortSignal;
}

type Result<S> = S extends z.core.$ZodType ? z.output<S> : void;

let environmentToken = '';
/**
 * How a request leaves: the browser's `fetch`; the server's rendering of a public page (src/entry-server.tsx) gives the
 * server's own routes instead (ADR 0065), so a page rendered there reads the same answers without a network hop.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(send: typeof fetch): void {
  transport = send;
}
/** The highest global position a command of this client appended at: `"<transactionId>/<position>"`. */
let lastWritePosition: string | null = null;

const POSITION = /^(\d{1,20})\/(\d{1,20})$/;

function positionParts(value: string): [bigint, bigint] | null {
  const match = POSITION.exec(value);
  return match ? [BigInt(match[1]), BigInt(match[2])] : null;
}

/** Keeps the highest of the positions seen (a later answer may carry an older position: writes end out of order). */
export function rememberWritePosition(value: string | null): void {
  const next = value ? positionParts(value) : null;
  if (!next) return;
  const current = lastWritePosition ? positionParts(lastWritePosition) : null;
  if (!current || next[0] > current[0] || (next[0] === current[0] && next[1] > current[1])) lastWritePosition = value;
}

export function lastWrite(): string | null {
  return lastWritePosition;
}

/** Forgets the position (signing out: another user's reads have nothing to wait for). */
export function forgetWritePosition(): void {
  lastWritePosition = null;
}

export function setEnvironmentToken(token: string): void {
  environmentToken = token;
}

export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestHeaders(method: string, hasBody: boolean, cookies?: string): Headers {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (environmentToken) headers.set(ENVIRONMENT_HEADER, environmentToken);
  if (!SAFE_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE, cookies);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  } else if (lastWritePosition) {
    headers.set(READ_AFTER_HEADER, lastWritePosition);
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer's problem details, checked by their contract (fetched with the first failure: a visit may have none). */
async function problemOf(status: number, body: unknown): Promise<Problem> {
  const { ProblemSchema } = await import('@marketplace/contracts/shared/problem');
  const parsed = await ProblemSchema['~standard'].validate(body);
  if (!parsed.issues) return parsed.value;
  return { type: 'about:blank', title: 'Error', status, code: status === 404 ? 'http.not_found' : `http.${status}` };
}

async function fetchOnce(method: string, path: string, options: RequestOptions<z.core.$ZodType | undefined>): Promise<Response> {
  const hasBody = options.body !== undefined;
  try {
    return await transport(buildUrl(path, options.query), {
      method,
      headers: requestHeaders(method, hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ type: 'about:blank', title: 'Network error', status: 0, code: 'network.unreachable' });
  }
}

/** A read, asked again (up to READ_BEHIND_RETRIES times, a short pause between) while the server answers it behind. */
async function fetchCaughtUp(method: string, path: string, options: RequestOptions<z.core.$ZodType | undefined>): Promise<Response> {
  let response = await fetchOnce(method, path, options);
  for (let attempt = 1; attempt <= READ_BEHIND_RETRIES && SAFE_METHODS.has(method) && response.ok && response.headers.get(READ_BEHIND_HEADER); attempt++) {
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    if (options.signal?.aborted) throw new DOMException('The read was aborted', 'AbortError');
    response = await fetchOnce(method, path, options);
  }
  return response;
}

async function send<S extends z.core.$ZodType | undefined>(method: string, path: string, options: RequestOptions<S>, retried = false): Promise<Result<S>> {
  const csrfBefore = readCookie(CSRF_COOKIE);
  const response = await fetchCaughtUp(method, path, options);

  rememberWritePosition(response.headers.get(WRITE_POSITION_HEADER));
  const body = await readBody(response);
  if (!response.ok) {
    const problem = await problemOf(response.status, body);
    // The CSRF token is bound to the session: after a sign-in elsewhere the server re-issues the cookie. Retry once with it.
    if (problem.code === 'auth.csrf_failed' && !retried && readCookie(CSRF_COOKIE) !== csrfBefore) {
      return send(method, path, options, true);
    }
    throw new ApiError(problem);
  }
  if (!options.schema) return (options.unchecked ? body : undefined) as Result<S>;
  const parsed = await options.schema['~standard'].validate(body);
  if (parsed.issues) {
    console.error(`[http] unexpected response from ${method} ${path}`, parsed.issues);
    throw new ApiError({ type: 'about:blank', title: 'Unexpected response', status: response.status, code: 'client.unexpected_response' });
  }
  return parsed.value as Result<S>;
}

export const http = {
  get: <S extends z.core.$ZodType | undefined = undefined>(path: string, options: Omit<RequestOptions<S>, 'body'> = {}) => send('GET', path, options),
  post: <S extends z.core.$ZodType | undefined = undefined>(path: string, options: RequestOptions<S> = {}) => send('POST', path, options),
  put: <S extends z.core.$ZodType | undefined = undefined>(path: string, options: RequestOptions<S> = {}) => send('PUT', path, options),
  delete: <S extends z.core.$ZodType | undefined = undefined>(path: string, options: RequestOptions<S> = {}) => send('DELETE', path, options),
};
