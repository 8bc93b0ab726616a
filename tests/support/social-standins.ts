import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { type RecordedEvent, START } from '../../apps/server/src/platform/event-store/event-store.port';
import { pollUntilEnough } from './poll';
import type { TestServer } from './server';

/**
 * Every committed event of a test server's store, page by page (readAll caps its page). readAll shows only the
 * transactions below the oldest one still open in the whole PostgreSQL cluster, and another test file's open
 * transaction (another database, the same cluster) can hold that back: wait until it shows every committed event.
 */
export async function allEvents(server: TestServer): Promise<RecordedEvent[]> {
  const read = await pollUntilEnough(async () => {
    const all: RecordedEvent[] = [];
    for (let after = START; ;) {
      const page = await server.infra.store.readAll(after, 1000);
      if (page.length === 0) break;
      all.push(...page);
      after = page[page.length - 1]!.globalPosition;
    }
    const { rows: [{ n }] } = await server.infra.pool.query<{ n: number }>('select count(*)::int as n from eventstore.events');
    return { all, committed: n };
  }, ({ all, committed }) => all.length >= committed, 30_000);
  return read.all;
}

/** Who the stand-in signs in next, or `deny` to refuse consent. */
export interface NextAccount {
  readonly sub: string;
  readonly email?: string | null;
  readonly email_verified?: boolean;
  readonly given_name?: string;
  readonly family_name?: string;
  readonly deny?: boolean;
}

export interface StandIn {
  readonly url: string;
  next(account: NextAccount): Promise<void>;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the app's port must be known before the providers register its redirect URIs). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Google's stand-in: oidc-provider in a child process (tests/support/google-standin.mjs). */
export async function startGoogleStandIn(o: { clientId: string; clientSecret: string; redirectUris: string[] }): Promise<StandIn> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'google-standin.mjs')], {
    env: { ...process.env, CLIENT_ID: o.clientId, CLIENT_SECRET: o.clientSecret, REDIRECT_URIS: o.redirectUris.join(','), PORT: '0', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`google stand-in exited (${code})`)));
  });
  return {
    url: issuer,
    async next(account) {
      const res = await fetch(`${issuer}/__next`, { method: 'POST', body: JSON.stringify(account) });
      if (res.status !== 204) throw new Error(`stand-in refused /__next: ${res.status}`);
    },
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

const readBody = (req: http.IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => resolve(body));
});
const json = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const redirect = (res: http.ServerResponse, to: string) => res.writeHead(302, { location: to }).end();
const s256 = async (verifier: string) => Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))).toString('base64url');

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((e: Error) => json(res, 500, { error: 'server_error', error_description: e.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

interface IssuedCode { readonly account: NextAccount; readonly challenge: string; readonly redirectUri: string; readonly nonce?: string; used: boolean }

/**
 * Facebook's stand-in: a small OAuth 2.0 server with PKCE (`/dialog/oauth`, `/oauth/access_token`) and the Graph
 * `/me` endpoint. Codes work once (a replay is `invalid_grant`), as Facebook's do.
 */
export async function startFacebookStandIn(o: { appId: string; appSecret: string }): Promise<StandIn> {
  let next: NextAccount = { sub: '10001', email: 'jean.tremblay@facebook.test', given_name: 'Jean', family_name: 'Tremblay' };
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, NextAccount>();
  const server = await listen(async (req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/__next') {
      next = JSON.parse(await readBody(req)) as NextAccount;
      return void res.writeHead(204).end();
    }
    if (url.pathname === '/dialog/oauth') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (url.searchParams.get('client_id') !== o.appId || url.searchParams.get('code_challenge_method') !== 'S256') back.searchParams.set('error', 'invalid_request');
      else if (next.deny) back.searchParams.set('error', 'access_denied');
      else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { account: next, challenge: url.searchParams.get('code_challenge')!, redirectUri: url.searchParams.get('redirect_uri')!, used: false });
        back.searchParams.set('code', code);
      }
      return redirect(res, back.href);
    }
    if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = new URLSearchParams(await readBody(req));
      const issued = codes.get(form.get('code') ?? '');
      if (form.get('client_id') !== o.appId || form.get('client_secret') !== o.appSecret) return json(res, 401, { error: 'invalid_client' });
      if (!issued || issued.used || issued.redirectUri !== form.get('redirect_uri') || issued.challenge !== (await s256(form.get('code_verifier') ?? ''))) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      issued.used = true;
      const token = randomBytes(24).toString('hex');
      tokens.set(token, issued.account);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    if (url.pathname === '/me') {
      const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!account) return json(res, 401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException' } });
      return json(res, 200, { id: account.sub, ...(account.email ? { email: account.email } : {}), first_name: account.given_name, last_name: account.family_name });
    }
    json(res, 404, { error: 'not_found' });
  });
  return {
    url: server.url,
    async next(account) {
      next = account;
    },
    stop: server.close,
  };
}

export type RogueMode = 'honest' | 'wrong-key' | 'wrong-audience' | 'expired';

/**
 * A hand-made OpenID issuer for the security suite: it answers like a provider, but its ID tokens can be signed with
 * a key other than the one it publishes, be addressed to another client, or be expired — what a relying party must
 * refuse. (oidc-provider, being correct, cannot be asked to do these.)
 */
export async function startRogueIssuer(o: { clientId: string; clientSecret: string }): Promise<StandIn & { mode(mode: RogueMode): void }> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let mode: RogueMode = 'honest';
  let next: NextAccount = { sub: 'rogue-1', email: 'rogue.user@gmail.com', email_verified: true };
  const codes = new Map<string, IssuedCode>();
  let issuer = '';
  const server = await listen(async (req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'], token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/auth') {
      const code = randomUUID();
      codes.set(code, { account: next, challenge: url.searchParams.get('code_challenge')!, redirectUri: url.searchParams.get('redirect_uri')!, nonce: url.searchParams.get('nonce') ?? undefined, used: false });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return redirect(res, back.href);
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const issued = codes.get(form.get('code') ?? '');
      if (!issued || issued.used || issued.challenge !== (await s256(form.get('code_verifier') ?? ''))) return json(res, 400, { error: 'invalid_grant' });
      issued.used = true;
      const now = Math.floor(Date.now() / 1000);
      const { sub, deny: _deny, ...claims } = issued.account;
      const idToken = await new SignJWT({ ...claims, nonce: issued.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setSubject(sub)
        .setAudience(mode === 'wrong-audience' ? 'someone-else' : o.clientId)
        .setIssuedAt(mode === 'expired' ? now - 7200 : now)
        .setExpirationTime(mode === 'expired' ? now - 3600 : now + 300)
        .sign(mode === 'wrong-key' ? other.privateKey : published.privateKey);
      return json(res, 200, { access_token: randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    json(res, 404, { error: 'not_found' });
  });
  issuer = server.url;
  return {
    url: issuer,
    mode: (m) => {
      mode = m;
    },
    async next(account) {
      next = account;
    },
    stop: server.close,
  };
}

/**
 * A browser's redirect chain: follows 3xx answers across the app and the providers with one cookie jar per origin,
 * and stops at the first page of the app (not under /api), whose path it returns. The app's jar can be shared with an
 * API Client (its `jar`) to go on signed in.
 */
export class RedirectBrowser {
  readonly jars = new Map<string, Map<string, string>>();
  /** Every URL requested, in order (e.g. to replay the provider's redirect back to the app). */
  readonly visited: URL[] = [];

  constructor(private readonly appOrigin: string, appJar?: Map<string, string>) {
    if (appJar) this.jars.set(appOrigin, appJar);
  }

  jarOf(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  /** Follows from `start` (absolute or an app path) to the app page it lands on: `/en-ca/customer/dashboard`, etc. */
  async follow(start: string, headers: Record<string, string> = {}): Promise<URL> {
    let url = new URL(start, this.appOrigin);
    for (let hop = 0; hop < 20; hop++) {
      if (url.origin === this.appOrigin && !url.pathname.startsWith('/api/')) return url;
      const jar = this.jarOf(url.origin);
      this.visited.push(url);
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { ...(url.origin === this.appOrigin ? headers : {}), ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair, ...attrs] = c.split(';');
        const i = pair!.indexOf('=');
        const name = pair!.slice(0, i).trim();
        const value = pair!.slice(i + 1).trim();
        const expired = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now());
        if (expired) jar.delete(name);
        else jar.set(name, value);
      }
      await res.arrayBuffer();
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) throw new Error(`${url.href} answered ${res.status} without a redirect`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }
}
