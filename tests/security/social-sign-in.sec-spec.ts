import { UserType } from '@marketplace/domain';
import { Client } from '../support/http-client';
import { pollUntil } from '../support/poll';
import { startTestServer, type TestServer } from '../support/server';
import { allEvents, freePort, RedirectBrowser, startGoogleStandIn, startRogueIssuer, type StandIn } from '../support/social-standins';

jest.setTimeout(180_000);

/**
 * Issue #19 security cases of social sign-in. Against Google's stand-in (oidc-provider): a forged state and a replayed
 * code. Against a hand-made issuer that misbehaves on purpose: an ID token signed with a key other than the one it
 * publishes, addressed to another client, or expired. Each is refused: no session, the login page's message, and the
 * reason on the event log.
 */
const CLIENT = { clientId: 'marketplace-google', clientSecret: 'google-secret' };

async function appWith(issuerUrl: string, port: number) {
  return startTestServer({ PORT: String(port), GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: issuerUrl });
}

function browserOf(server: TestServer) {
  const client = new Client(server);
  return { client, browser: new RedirectBrowser(server.url, client.jar) };
}

const where = (url: URL) => `${url.pathname}?${url.searchParams}`;

const refusals = async (server: TestServer, reason: string) =>
  (await allEvents(server)).filter((e) => e.type === 'SocialSignInRefused' && (e.data as { reason: string }).reason === reason).length;

/** Runs `act`, then waits until the event log holds one more refusal for `reason` (the log is read as it commits). */
async function expectRefusalRecorded(server: TestServer, reason: string, act: () => Promise<void>) {
  const before = await refusals(server, reason);
  await act();
  await pollUntil(async () => (await refusals(server, reason)) > before || null, 60_000);
}

describe('against the OpenID provider (oidc-provider)', () => {
  let server: TestServer;
  let google: StandIn;
  beforeAll(async () => {
    const port = await freePort();
    google = await startGoogleStandIn({ ...CLIENT, redirectUris: [`http://localhost:${port}/api/auth/google/callback`] });
    server = await appWith(google.url, port);
  });
  afterAll(async () => {
    await server?.stop();
    await google?.stop();
  });

  it('refuses a forged state: the browser started a flow, but the state coming back is not its own', async () => {
    await google.next({ sub: 'sec-1', email: 'sec.forged@gmail.com', email_verified: true });
    const { browser } = browserOf(server);
    await browser.follow('/api/auth/google/start');
    const viaProvider = browser.visited.find((u) => u.pathname === '/api/auth/google/callback')!;
    // A second flow of the same browser, answered with a state that was never issued.
    const attacker = browserOf(server);
    await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual', headers: { cookie: attacker.client.cookieHeader() } });
    const forged = new URL(viaProvider);
    forged.searchParams.set('state', 'forged-state-value-0000000000000000000000000');
    await expectRefusalRecorded(server, 'state_mismatch', async () => {
      expect(where(await attacker.browser.follow(forged.href))).toBe('/en-ca/login?social_error=state_mismatch');
    });
    expect((await attacker.client.get('/user/current')).status).toBe(401);
  });

  it('refuses a replayed code: once used, neither the same callback nor a new flow can spend it again', async () => {
    await google.next({ sub: 'sec-2', email: 'sec.replay@gmail.com', email_verified: true });
    const { client, browser } = browserOf(server);
    expect((await browser.follow('/api/auth/google/start')).pathname).toBe('/en-ca/customer/dashboard');
    const callback = browser.visited.find((u) => u.pathname === '/api/auth/google/callback')!;
    expect(callback.searchParams.get('code')).toBeTruthy();

    // The same callback again (the flow was taken by the first use).
    const replayer = browserOf(server);
    expect(where(await replayer.browser.follow(callback.href))).toBe('/en-ca/login?social_error=state_mismatch');

    // A fresh flow of the replaying browser, answered with the spent code: the provider refuses it.
    const start = await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual' });
    const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith('Social.Flow='))!.split(';')[0]!;
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const replayed = new URL(callback);
    replayed.searchParams.set('state', state);
    await expectRefusalRecorded(server, 'expired_code', async () => {
      const res = await fetch(replayed, { redirect: 'manual', headers: { cookie: flowCookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/en-ca/login?social_error=expired_code');
    });
    expect(client.jar.has('User.Token')).toBe(true); // only the first, honest use signed in
  });
});

describe('against an issuer whose ID tokens must be refused', () => {
  let server: TestServer;
  let rogue: Awaited<ReturnType<typeof startRogueIssuer>>;
  beforeAll(async () => {
    rogue = await startRogueIssuer(CLIENT);
    server = await appWith(rogue.url, await freePort());
  });
  afterAll(async () => {
    await server?.stop();
    await rogue?.stop();
  });

  it.each([
    ['wrong-key', 'signed with a key other than the one the issuer publishes'],
    ['wrong-audience', 'addressed to another client'],
    ['expired', 'expired'],
  ] as const)('refuses an ID token %s (%s): no session, the login page, invalid_id_token on the log', async (mode) => {
    rogue.mode(mode);
    await rogue.next({ sub: `rogue-${mode}`, email: `rogue.${mode}@gmail.com`, email_verified: true });
    const { client, browser } = browserOf(server);
    await expectRefusalRecorded(server, 'invalid_id_token', async () => {
      expect(where(await browser.follow('/api/auth/google/start'))).toBe('/en-ca/login?social_error=invalid_id_token');
    });
    expect((await client.get('/user/current')).status).toBe(401);
  });

  it('accepts the same issuer when it behaves (the refusals above are the tampering, not the set-up)', async () => {
    rogue.mode('honest');
    await rogue.next({ sub: 'rogue-honest', email: 'rogue.honest@gmail.com', email_verified: true });
    const { client, browser } = browserOf(server);
    expect((await browser.follow('/api/auth/google/start')).pathname).toBe('/en-ca/customer/dashboard');
    expect((await client.get('/user/current')).body).toMatchObject({ Email: 'rogue.honest@gmail.com', UserTypeId: UserType.Regular });
  });
});
