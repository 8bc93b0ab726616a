import type { UserTypeId } from '@marketplace/domain';
import { Registration } from '../../../apps/server/src/modules/identity/application/registration';
import { UserAccounts } from '../../../apps/server/src/modules/identity/application/user-accounts';
import { EMPTY_PERSONAL_DATA } from '../../../apps/server/src/modules/identity/infrastructure/personal-data';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import type { TestServer } from '../../support/server';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  readonly setCookies: string[];
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Raw body text (sent with content-type application/json unless headers say otherwise). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header on unsafe methods (default true). */
  csrf?: boolean;
  /** Send cookies (default true). */
  cookies?: boolean;
}

/** A browser-like API client: a cookie jar, and the CSRF pair on unsafe methods, like the web app's http client. */
export class Client {
  readonly jar = new Map<string, string>();

  constructor(private readonly server: TestServer, private readonly defaults: { headers?: Record<string, string> } = {}) {}

  get token(): string | undefined {
    return this.jar.get('User.Token');
  }

  /** The `Cookie` header a browser holding this jar sends (the session and its CSRF cookie). */
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, o: RequestOptions = {}): Promise<ApiResponse<T>> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && o.csrf !== false && !this.jar.has('XSRF-TOKEN')) await this.request('GET', '/health');
    const url = new URL(`${this.server.url}/api${path}`);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) url.searchParams.append(k, String(v));
    const headers: Record<string, string> = { ...this.defaults.headers, ...o.headers };
    if (o.cookies !== false && this.jar.size > 0) headers.cookie = this.cookieHeader();
    if (unsafe && o.csrf !== false && this.jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.jar.get('XSRF-TOKEN')!);
    let payload: string | undefined;
    if (o.rawBody !== undefined) payload = o.rawBody;
    else if (o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const res = await fetch(url, { method, headers, body: payload });
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers, setCookies };
  }

  get<T = any>(path: string, o?: RequestOptions) {
    return this.request<T>('GET', path, o);
  }

  post<T = any>(path: string, o?: RequestOptions) {
    return this.request<T>('POST', path, o);
  }
}

let counter = 0;
/** A unique, acceptable (not reserved) email address. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.marketplace.ca`;

export const PASSWORD = 'Correct-Horse-9';

/** The spec §3 registration payload with its defaults (as the web's sign-up sends it). */
export function registration(email: string, password = PASSWORD, over: Record<string, unknown> = {}) {
  return {
    Username: email, Email: email, Password: password, FirstName: '', LastName: '', PostalCode: '', Phone: '', Cell: '', Active: false,
    Language_Id: 1, DateOfBirth: '', address: '', City_Id: 0, ProvinceId: 0, UserType_Id: '0', Addresses: [], Company_Id: 0, Company_Name: '',
    ConfirmByPhone: false, ConfirmByEmail: true, UsersStatus_Id: 0, ...over,
  };
}

export async function login(client: Client, email: string, password = PASSWORD, rememberMe = true) {
  return client.post('/user/login', { body: { UserName: email, Password: password, RememberMe: rememberMe } });
}

/**
 * Creates an activated user of any type directly through the application service (test setup, not the flow under
 * test), then signs in through HTTP. Returns the signed-in client and the user id.
 */
export async function userOfType(server: TestServer, userTypeId: UserTypeId, o: { email?: string; password?: string; firstName?: string; lastName?: string; companyId?: number } = {}) {
  const email = o.email ?? uniqueEmail(`t${userTypeId}`);
  const password = o.password ?? PASSWORD;
  const ctx = systemContext();
  const created = await server.app.get(Registration, { strict: false }).provision({
    login: email,
    pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: o.firstName ?? `First${userTypeId}`, LastName: o.lastName ?? `Last${userTypeId}` },
    password, userTypeId, languageId: 1, companyId: o.companyId ?? 0, confirmBy: 'email', admin: null,
  }, ctx);
  await server.app.get(UserAccounts, { strict: false }).execute(created.userId, {
    type: 'VerifyEmail', data: { loginKey: created.loginKey, expiresAt: new Date(Date.now() + 60_000).toISOString(), now: ctx.now.toISOString() },
  }, ctx);
  const client = new Client(server);
  const res = await login(client, email, password);
  if (res.body?.Status !== 1) throw new Error(`login of the test user failed: ${JSON.stringify(res.body)}`);
  await userReadModel(server, created.userId);
  return { client, userId: created.userId, email, password };
}

/**
 * Waits (bounded) until the identity.users read model has the verified user: other modules read a user's contact and
 * company from it (a dealer's own company, say), and on a loaded machine the projection can trail the login.
 */
async function userReadModel(server: TestServer, userId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await server.infra.pool.query('select 1 from identity.users where user_id = $1 and email is not null and email_verified', [userId]);
    if (rows.length > 0) return;
    if (Date.now() > deadline) throw new Error(`identity.users has no verified row for ${userId} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Messages of the development outbox for one recipient, waiting (polling, bounded) until `count` are there. */
export async function outbox(server: TestServer, to: string, o: { kind?: string; count?: number; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (o.timeoutMs ?? 10_000);
  const wanted = o.count ?? 1;
  for (;;) {
    const res = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: any[] };
    const matching = messages.filter((m) => !o.kind || m.kind === o.kind);
    if (matching.length >= wanted || Date.now() > deadline) return matching;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token at the end of the first link of a message (activation, reset, create-password). */
export function linkToken(message: { text: string }, page: string): string {
  const m = new RegExp(`/${page}/([^\\s?]+)`).exec(message.text);
  if (!m) throw new Error(`no /${page}/ link in: ${message.text}`);
  return decodeURIComponent(m[1]);
}

export function cookieAttributes(setCookies: string[], name: string): string[] | null {
  const c = setCookies.find((s) => s.startsWith(`${name}=`));
  return c ? c.split(';').map((s) => s.trim()) : null;
}
