import type { Browser } from 'playwright-core';
import { PASSWORD, registration, uniqueEmail, Client } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { freePort, startFacebookStandIn, startGoogleStandIn, type StandIn } from '../support/social-standins';
import { exactly, heading, openPage, pathAndQuery, text, type Lang } from './web-support';

/**
 * Issue #19 in Chromium, against Google's stand-in (oidc-provider) and Facebook's (a local OAuth 2.0 server with /me):
 * signup through the provider, sign-in again, linking to an existing account with its password, and the refused
 * sign-in's message. One language per scenario, alternating (issue #44): Google's signup in fr-ca, Facebook's in en-ca,
 * the linking in fr-ca (its page has the most text), the refused sign-in in en-ca.
 */
let server: TestServer;
let google: StandIn;
let facebook: StandIn;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  google = await startGoogleStandIn({ clientId: 'marketplace-google', clientSecret: 'google-secret', redirectUris: [`http://localhost:${port}/api/auth/google/callback`] });
  facebook = await startFacebookStandIn({ appId: 'marketplace-facebook', appSecret: 'facebook-secret' });
  server = await startTestServer({
    PORT: String(port), GOOGLE_CLIENT_ID: 'marketplace-google', GOOGLE_CLIENT_SECRET: 'google-secret', GOOGLE_ISSUER: google.url,
    FACEBOOK_APP_ID: 'marketplace-facebook', FACEBOOK_APP_SECRET: 'facebook-secret', FACEBOOK_AUTHORIZATION_URL: `${facebook.url}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${facebook.url}/oauth/access_token`, FACEBOOK_GRAPH_URL: facebook.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.stop();
  await facebook?.stop();
});

/** Signup from the signup page through the provider, then, in a fresh browser, sign-in again from the login page. */
async function signUpThenSignInAgain(lang: Lang, provider: string, firstName: string) {
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);
  const first = await openPage(browser);
  try {
    await first.page.goto(`${server.url}/${lang}/signup`);
    await heading(first.page, t('Create an account'));
    await screenshot(first.page, `social-signup-${provider.toLowerCase()}-${lang}`);
    await first.page.getByRole('link', { name: exactly(t(`Continue with ${provider}`)) }).click();
    await heading(first.page, t('Hello {name}', { name: firstName }));
    expect(pathAndQuery(first.page)).toBe(`/${lang}/customer/dashboard`);
    expect(first.errors).toEqual([]);
  } finally {
    await first.context.close();
  }
  const again = await openPage(browser);
  try {
    await again.page.goto(`${server.url}/${lang}/login`);
    await again.page.getByRole('link', { name: exactly(t(`Continue with ${provider}`)) }).click();
    await heading(again.page, t('Hello {name}', { name: firstName }));
  } finally {
    await again.context.close();
  }
}

describe('in fr-ca', () => {
  const lang: Lang = 'fr-ca';
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);

  it('signs up through Google from the signup page, then signs in again from the login page', async () => {
    await google.next({ sub: `e2e-${lang}`, email: uniqueEmail(`google-${lang}`), email_verified: true, given_name: 'Élise', family_name: 'Roy' });
    await signUpThenSignInAgain(lang, 'Google', 'Élise');
  });

  it('links Google to an existing account only after its password', async () => {
    const email = uniqueEmail(`link-${lang}`);
    await new Client(server).post('/user/register', { body: registration(email, PASSWORD, { FirstName: 'Marc' }) });
    await google.next({ sub: `e2e-link-${lang}`, email, email_verified: true });
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/login`);
      await page.getByRole('link', { name: exactly(t('Continue with Google')) }).click();
      await heading(page, t('Link your {name} account', { name: 'Google' }));
      expect(pathAndQuery(page)).toBe(`/${lang}/login?link=google`);
      await screenshot(page, `social-link-${lang}`);
      await page.getByRole('textbox', { name: exactly(t('Password')) }).fill('not-the-password');
      await page.getByRole('button', { name: exactly(t('Link and sign in')) }).click();
      await page.getByText(t('Invalid password or email')).waitFor();
      await page.getByRole('textbox', { name: exactly(t('Password')) }).fill(PASSWORD);
      await page.getByRole('button', { name: exactly(t('Link and sign in')) }).click();
      await page.waitForURL(`**/${lang}/customer/dashboard`);
    } finally {
      await context.close();
    }
  });
});

describe('in en-ca', () => {
  const lang: Lang = 'en-ca';
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);

  it('signs up through Facebook from the signup page, then signs in again from the login page', async () => {
    await facebook.next({ sub: `e2e-fb-${lang}`, email: uniqueEmail(`facebook-${lang}`), given_name: 'Jérôme', family_name: 'Gagnon' });
    await signUpThenSignInAgain(lang, 'Facebook', 'Jérôme');
  });

  it('shows "Please choose a valid Facebook or Google account" when consent is cancelled', async () => {
    await google.next({ sub: `e2e-deny-${lang}`, deny: true });
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/login`);
      await page.getByRole('link', { name: exactly(t('Continue with Google')) }).click();
      await page.getByText(t('Please choose a valid Facebook or Google account')).waitFor();
      expect(pathAndQuery(page)).toBe(`/${lang}/login?social_error=cancelled`);
      await screenshot(page, `social-error-${lang}`);
    } finally {
      await context.close();
    }
  });
});
