import { UserType } from '@marketplace/domain';
import { startTestServer, type TestServer } from '../../support/server';
import { allEvents, freePort, RedirectBrowser, startGoogleStandIn, type StandIn } from '../../support/social-standins';
import { pollUntil } from '../../support/poll';
import { Client } from '../../support/http-client';
import { outbox, uniqueEmail } from '../../support/mailbox';
import { PASSWORD, registration, userOfType } from './support';

jest.setTimeout(120_000);

/**
 * What an administrator impersonating a user may not do to the user's ways in: link a provider account (theirs would
 * then sign in as the user, with a session of its own), text or verify a phone; and what a suspended account may not
 * do through a provider: link one by its password. Google's stand-in is oidc-provider, driven over HTTP.
 */
let server: TestServer;
let google: StandIn;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  google = await startGoogleStandIn({ clientId: 'marketplace-google', clientSecret: 'google-secret', redirectUris: [`${origin}/api/auth/google/callback`] });
  server = await startTestServer({ PORT: String(port), GOOGLE_CLIENT_ID: 'marketplace-google', GOOGLE_CLIENT_SECRET: 'google-secret', GOOGLE_ISSUER: google.url });
});
afterAll(async () => {
  await server?.stop();
  await google?.stop();
});

const where = (url: URL) => `${url.pathname}?${url.searchParams}`;
const userEvents = async (userId: string) => (await server.infra.store.readStream(`user-${userId}`)).map((e) => e.type);
const refusals = async (reason: string) =>
  (await allEvents(server)).filter((e) => e.type === 'SocialSignInRefused' && (e.data as { reason: string }).reason === reason).length;

/** An administrator signed in as `target` (get-other-user-token), in their own browser. */
async function impersonating(targetUserId: string) {
  const admin = await userOfType(server, UserType.SuperAdmin);
  const res = await admin.client.get('/state/get-other-user-token', { query: { userId: targetUserId, reason: 'Helping the customer by phone' } });
  expect(res.body).toMatchObject({ Status: 1, User_Guid: targetUserId, Impersonator_Guid: admin.userId });
  return admin;
}

/** The first leg of a flow only: the app's redirect to the provider, its Social.Flow cookie kept in the client's jar. */
async function startOnly(client: Client, path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { cookie: client.cookieHeader() } });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    client.jar.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
  }
  return res.headers.get('location')!;
}

describe('an administrator impersonating a user', () => {
  it('cannot start linking a provider account to the user (the same refusal as the sensitive routes), and that account stays no way into the user', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const admin = await impersonating(customer.userId);
    const adminGoogle = { sub: 'g-admin-own', email: uniqueEmail('admin.google'), email_verified: true };
    await google.next(adminGoogle);

    const before = await refusals('auth.refused_while_impersonating');
    const landed = await new RedirectBrowser(server.url, admin.client.jar).follow('/api/auth/google/start?mode=link');
    expect(where(landed)).toBe('/en-ca/login?social_error=auth.refused_while_impersonating');
    await pollUntil(async () => ((await refusals('auth.refused_while_impersonating')) > before ? true : null), 60_000);
    expect(await userEvents(customer.userId)).not.toContain('SocialAccountLinked');
    // Still impersonating (a refusal ends nothing).
    expect((await admin.client.get('/user/current')).body).toMatchObject({ User_Guid: customer.userId, Impersonator_Guid: admin.userId });

    // The administrator's Google account signs in to an account of its own, never to the customer's.
    await google.next(adminGoogle);
    const later = new Client(server);
    expect((await new RedirectBrowser(server.url, later.jar).follow('/api/auth/google/start')).pathname).toBe('/en-ca/customer/dashboard');
    expect((await later.get('/user/current')).body.User_Guid).not.toBe(customer.userId);
  });

  it("cannot finish a link either: a flow started by the admin's own session comes back to an impersonation and is refused", async () => {
    const customer = await userOfType(server, UserType.Regular);
    const admin = await userOfType(server, UserType.SuperAdmin);
    await google.next({ sub: 'g-admin-callback', email: uniqueEmail('admin.cb'), email_verified: true });
    // The admin, as themself, starts a link from their profile: allowed.
    const toProvider = await startOnly(admin.client, '/api/auth/google/start?mode=link');
    expect(new URL(toProvider).origin).toBe(google.url);
    // The same browser then impersonates the customer, and the provider sends it back.
    expect((await admin.client.get('/state/get-other-user-token', { query: { userId: customer.userId, reason: 'Helping the customer by phone' } })).body).toMatchObject({ Impersonator_Guid: admin.userId });
    const landed = await new RedirectBrowser(server.url, admin.client.jar).follow(toProvider);
    expect(where(landed)).toBe('/en-ca/login?social_error=auth.refused_while_impersonating');
    expect(await userEvents(customer.userId)).not.toContain('SocialAccountLinked');
    expect(await userEvents(admin.userId)).not.toContain('SocialAccountLinked');
  });

  it('cannot text a code to a phone of their choice nor verify one for the user (403 auth.refused_while_impersonating)', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const admin = await impersonating(customer.userId);
    const phone = `438555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const send = await admin.client.post('/user/SendSmsCode', { body: { Phone: phone } });
    expect([send.status, send.body.code]).toEqual([403, 'auth.refused_while_impersonating']);
    const verify = await admin.client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: '123456' } });
    expect([verify.status, verify.body.code]).toEqual([403, 'auth.refused_while_impersonating']);
    expect(await outbox(server, phone, { timeoutMs: 500 })).toEqual([]);
    expect(await userEvents(customer.userId)).not.toContain('PhoneCodeSent');
    // The user themself still can.
    expect((await customer.client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
  });
});

describe('a suspended account', () => {
  it('does not link a provider account by its password (link-pending answers identity.account_suspended)', async () => {
    const email = uniqueEmail('suspended.owner');
    const owner = new Client(server);
    const userId = (await owner.post('/user/register', { body: registration(email) })).body.User_Guid as string;
    const { client: admin } = await userOfType(server, UserType.Admin);
    expect((await admin.post('/user/update-user-full', { body: { User_Guid: userId, ValueDomain_ID_UsersStatus: 3 } })).body).toEqual({ Status: 1 });

    await google.next({ sub: 'g-suspended', email, email_verified: true });
    const visitor = new Client(server);
    expect(where(await new RedirectBrowser(server.url, visitor.jar).follow('/api/auth/google/start'))).toBe('/en-ca/login?link=google');
    const linked = await visitor.post('/auth/link-pending', { body: { Password: PASSWORD } });
    expect([linked.status, linked.body.code]).toEqual([403, 'identity.account_suspended']);
    expect(visitor.token).toBeUndefined();
    expect(await userEvents(userId)).not.toContain('SocialAccountLinked');
  });
});
