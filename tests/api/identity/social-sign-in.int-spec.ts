import { UserType } from '@marketplace/domain';
import { startTestServer, type TestServer } from '../../support/server';
import { allEvents, freePort, RedirectBrowser, startFacebookStandIn, startGoogleStandIn, type StandIn } from '../../support/social-standins';
import { pollUntil } from '../../support/poll';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration, userOfType } from './support';

jest.setTimeout(120_000);

/**
 * Issue #19: sign in with Google (oidc-provider as its stand-in, a real OpenID Provider) and Facebook (a local OAuth
 * 2.0 server with /me), end to end over HTTP: the app, the providers and the browser's redirects.
 */
let server: TestServer;
let google: StandIn;
let facebook: StandIn;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  google = await startGoogleStandIn({ clientId: 'marketplace-google', clientSecret: 'google-secret', redirectUris: [`${origin}/api/auth/google/callback`] });
  facebook = await startFacebookStandIn({ appId: 'marketplace-facebook', appSecret: 'facebook-secret' });
  server = await startTestServer({
    PORT: String(port), GOOGLE_CLIENT_ID: 'marketplace-google', GOOGLE_CLIENT_SECRET: 'google-secret', GOOGLE_ISSUER: google.url,
    FACEBOOK_APP_ID: 'marketplace-facebook', FACEBOOK_APP_SECRET: 'facebook-secret', FACEBOOK_AUTHORIZATION_URL: `${facebook.url}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${facebook.url}/oauth/access_token`, FACEBOOK_GRAPH_URL: facebook.url,
  });
});
afterAll(async () => {
  await server?.stop();
  await google?.stop();
  await facebook?.stop();
});

/** A browser that goes through the provider and back; its app cookies are the client's. */
function browser() {
  const client = new Client(server);
  return { client, browser: new RedirectBrowser(server.url, client.jar) };
}

const userEvents = async (userId: string) => (await server.infra.store.readStream(`user-${userId}`)).map((e) => e.type);
async function refusals() {
  const events = await allEvents(server);
  return events.filter((e) => e.type === 'SocialSignInRefused').map((e) => e.data as { provider: string; reason: string });
}

describe('sign in with Google (OpenID Connect)', () => {
  const email = uniqueEmail('google');

  it('a first sign-in creates a verified customer account in the page language and signs in', async () => {
    await google.next({ sub: 'g-100', email, email_verified: true, given_name: 'Élise', family_name: 'Roy' });
    const { client, browser: b } = browser();
    const landed = await b.follow('/api/auth/google/start?lang=fr-ca');
    expect(landed.pathname).toBe('/fr-ca/customer/dashboard');
    const me = await client.get('/user/current');
    expect(me.body).toMatchObject({ Status: 1, Email: email, FirstName: 'Élise', LastName: 'Roy', EmailVerified: true, UserTypeId: 8, Language_Id: 2 });
    expect(await userEvents(me.body.User_Guid)).toEqual(['UserRegistered', 'EmailVerified', 'SocialAccountLinked', 'SocialSignedIn']);
    expect((await client.get('/user/social-accounts')).body).toEqual({
      Providers: [{ Provider: 'google', Linked: true }, { Provider: 'facebook', Linked: false }], HasPassword: false,
    });
  });

  it('signs in again to the same account, and records the sign-in on its stream', async () => {
    await google.next({ sub: 'g-100', email, email_verified: true });
    const { client, browser: b } = browser();
    expect((await b.follow('/api/auth/google/start')).pathname).toBe('/en-ca/customer/dashboard');
    const me = await client.get('/user/current');
    expect(me.body.Email).toBe(email);
    expect((await userEvents(me.body.User_Guid)).filter((t) => t === 'SocialSignedIn')).toHaveLength(2);
  });

  it('never unlinks the last way to sign in', async () => {
    await google.next({ sub: 'g-100', email, email_verified: true });
    const { client, browser: b } = browser();
    await b.follow('/api/auth/google/start');
    const refused = await client.post('/user/unlink-social-account', { body: { Provider: 'google' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'identity.last_sign_in_method' });
  });
});

describe('an existing account with the same email', () => {
  it('links only after its password is proved (never silently), then signs in by Google directly', async () => {
    const email = uniqueEmail('owner');
    const owner = new Client(server);
    const userId = (await owner.post('/user/register', { body: registration(email) })).body.User_Guid as string;

    await google.next({ sub: 'g-200', email, email_verified: true });
    const { client, browser: b } = browser();
    const landed = await b.follow('/api/auth/google/start');
    expect(`${landed.pathname}${landed.search}`).toBe('/en-ca/login?link=google');
    expect((await client.get('/user/current')).status).toBe(401); // not signed in, nothing linked
    expect(await userEvents(userId)).not.toContain('SocialAccountLinked');

    expect((await client.post('/auth/link-pending', { body: { Password: 'not-the-password' } })).body).toEqual({ Status: 0 });
    const linked = await client.post('/auth/link-pending', { body: { Password: PASSWORD } });
    expect(linked.body).toMatchObject({ Status: 1, User_Guid: userId });
    const stream = await server.infra.store.readStream(`user-${userId}`);
    expect(stream.find((e) => e.type === 'SocialAccountLinked')!.data).toMatchObject({ provider: 'google', proof: 'password' });

    const again = browser();
    expect((await again.browser.follow('/api/auth/google/start')).pathname).toBe('/en-ca/customer/dashboard');
    expect((await again.client.get('/user/current')).body.User_Guid).toBe(userId);
  });

  it('a signed-in user links and unlinks a provider from the profile (the password remains)', async () => {
    const email = uniqueEmail('profile');
    const { client, browser: b } = browser();
    const userId = (await client.post('/user/register', { body: registration(email) })).body.User_Guid as string;
    await login(client, email);
    await facebook.next({ sub: 'fb-300', email: uniqueEmail('fb'), given_name: 'Jean', family_name: 'Roy' });
    expect(`${(await b.follow('/api/auth/facebook/start?mode=link')).pathname}`).toBe('/en-ca/customer/profile');
    expect((await client.get('/user/social-accounts')).body.Providers).toContainEqual({ Provider: 'facebook', Linked: true });
    expect((await client.post('/user/unlink-social-account', { body: { Provider: 'facebook' } })).body).toEqual({ Status: 1 });
    expect((await client.get('/user/social-accounts')).body.Providers).toContainEqual({ Provider: 'facebook', Linked: false });
    expect(await userEvents(userId)).toEqual(expect.arrayContaining(['SocialAccountLinked', 'SocialAccountUnlinked']));
  });
});

describe('sign in with Facebook (OAuth 2.0 + Graph /me)', () => {
  it('creates the account from /me, then signs in to it again', async () => {
    const email = uniqueEmail('facebook');
    await facebook.next({ sub: 'fb-100', email, given_name: 'Jean', family_name: 'Tremblay' });
    const first = browser();
    expect((await first.browser.follow('/api/auth/facebook/start')).pathname).toBe('/en-ca/customer/dashboard');
    const me = (await first.client.get('/user/current')).body;
    expect(me).toMatchObject({ Email: email, FirstName: 'Jean', EmailVerified: true });
    const second = browser();
    expect((await second.browser.follow('/api/auth/facebook/start')).pathname).toBe('/en-ca/customer/dashboard');
    expect((await second.client.get('/user/current')).body.User_Guid).toBe(me.User_Guid);
  });
});

describe('errors land on the login page, and the event log says why', () => {
  const landing = async (start: string) => {
    const url = await browser().browser.follow(start);
    return `${url.pathname}?${url.searchParams.toString()}`;
  };

  it('cancelled consent (Google), refused (Facebook), an account without email', async () => {
    await google.next({ sub: 'g-900', deny: true });
    expect(await landing('/api/auth/google/start?lang=fr-ca')).toBe('/fr-ca/login?social_error=cancelled');
    await facebook.next({ sub: 'fb-900', deny: true });
    expect(await landing('/api/auth/facebook/start')).toBe('/en-ca/login?social_error=cancelled');
    await facebook.next({ sub: 'fb-901', email: null });
    expect(await landing('/api/auth/facebook/start')).toBe('/en-ca/login?social_error=no_email');
    // The log is read as it commits: wait until both refusals are there.
    await pollUntil(async () => ((await refusals()).some((r) => r.reason === 'no_email') ? true : null), 60_000);
    expect(await refusals()).toEqual(expect.arrayContaining([
      { attemptId: expect.any(String), provider: 'google', reason: 'cancelled', refusedAt: expect.any(String) },
      { attemptId: expect.any(String), provider: 'facebook', reason: 'no_email', refusedAt: expect.any(String) },
    ]));
  });

  it('a callback from another browser (no flow cookie) is a mismatched state', async () => {
    await google.next({ sub: 'g-901', email: uniqueEmail('x'), email_verified: true });
    const { browser: b } = browser();
    const start = await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual' });
    // The provider's redirect back, followed by a browser that did not start the flow.
    const back = await b.follow(start.headers.get('location')!);
    expect(`${back.pathname}?${back.searchParams}`).toBe('/en-ca/login?social_error=state_mismatch');
  });
});

describe('Law 25: the export and the erasure know the social links and the support messages', () => {
  it('exports the linked providers (no provider id) and the messages decrypted; deletion frees the provider account and scrubs the messages', async () => {
    const email = uniqueEmail('law25');
    await google.next({ sub: 'g-law25-provider-id', email, email_verified: true, given_name: 'Noémie' });
    const { client, browser: b } = browser();
    await b.follow('/api/auth/google/start?lang=fr-ca');
    const userId = (await client.get('/user/current')).body.User_Guid as string;
    const team = await userOfType(server, UserType.TeamMember);
    const sent = await client.post('/status/send-message', { body: { Title: 'Financement', Details: 'Puis-je financer sur 84 mois?' } });
    expect((await team.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'Oui, selon le dossier.' } })).status).toBe(200);
    await server.infra.projections.waitFor();

    const exported = await client.get('/user/export');
    expect(exported.status).toBe(200);
    expect(exported.body.socialAccounts).toEqual([{ provider: 'google', linkedAt: expect.any(String), proof: 'signup' }]);
    expect(exported.body.supportMessages).toEqual([{
      messageId: sent.body.Id, messageTypeId: 2, title: 'Financement', details: 'Puis-je financer sur 84 mois?', sentAt: expect.any(String),
      answers: [{ answer: 'Oui, selon le dossier.', answeredAt: expect.any(String) }],
    }]);
    expect(JSON.stringify(exported.body)).not.toContain('g-law25-provider-id');

    // The staff list shows the message until the account is deleted.
    const listed = async () => ((await team.client.get('/status/get-messages')).body.items as { id: string }[]).some((m) => m.id === sent.body.Id);
    expect(await pollUntil(listed, 60_000)).toBe(true);
    // A pending link to this account (its email, another Google account) dies with it.
    await google.next({ sub: 'g-law25-other', email, email_verified: true });
    const pending = browser();
    expect((await pending.browser.follow('/api/auth/google/start')).search).toBe('?link=google');
    expect((await client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });

    const left = await server.infra.pool.query('select count(*)::int as n from identity.social_pending_links where user_id = $1', [userId]);
    expect(left.rows[0].n).toBe(0);
    expect(await pending.client.post('/auth/link-pending', { body: { Password: PASSWORD } }).then((r) => r.body)).toEqual({ Status: 0 });
    await pollUntil(async () => !(await listed()), 60_000);
    // Scrubbed for good: a rebuild of the staff list does not bring the message back.
    await server.infra.projections.rebuild('support.messages');
    const rows = await server.infra.pool.query('select count(*)::int as n from support.messages where sender_id = $1', [userId]);
    expect(rows.rows[0].n).toBe(0);

    // The deletion released the email and the Google account (both claims), before anyone signs in with them again.
    const released = async () => (await allEvents(server)).filter((e) => e.type === 'LoginReleased' && (e.data as { userId: string }).userId === userId);
    expect(await pollUntil(async () => ((await released()).length === 2 ? true : null), 60_000)).toBe(true);
    // Signing in with the provider account again starts a new account.
    await google.next({ sub: 'g-law25-provider-id', email, email_verified: true });
    const again = browser();
    expect((await again.browser.follow('/api/auth/google/start')).pathname).toBe('/en-ca/customer/dashboard');
    const reborn = (await again.client.get('/user/current')).body.User_Guid as string;
    expect(reborn).not.toBe(userId);
  });
});
