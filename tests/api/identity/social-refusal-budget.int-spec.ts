import { startTestServer, type TestServer } from '../../support/server';
import { allEvents } from '../../support/social-standins';

jest.setTimeout(120_000);

/**
 * Anyone can call a sign-in callback. Each refusal is an event on its attempt's stream, so that support sees the
 * attacks, but an IP gets 20 recorded an hour: past them a refusal is logged only, and the store stops growing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

it('records an IP\'s first 20 refused callbacks as events, and answers every one the same', async () => {
  for (let i = 0; i < 25; i++) {
    const res = await fetch(`${server.url}/api/auth/google/callback?state=forged-${i}&code=x`, { redirect: 'manual' });
    expect([res.status, new URL(res.headers.get('location')!, server.url).pathname]).toEqual([302, '/en-ca/login']);
  }
  const refusals = (await allEvents(server)).filter((e) => e.type === 'SocialSignInRefused');
  expect(refusals).toHaveLength(20);
});

it('says a provider this site does not offer is not available (its own code and the provider), not "choose a valid account" (issue #42 item 7)', async () => {
  for (const [provider, lang] of [['facebook', 'fr-ca'], ['google', 'en-ca']] as const) {
    const res = await fetch(`${server.url}/api/auth/${provider}/start?lang=${lang}`, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!, server.url);
    expect([res.status, `${location.pathname}${location.search}`]).toEqual([302, `/${lang}/login?social_error=not_configured&provider=${provider}`]);
  }
});
