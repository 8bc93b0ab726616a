import type { Browser, Page } from 'playwright-core';
import { UserType } from '@marketplace/domain/shared';
import { login, PASSWORD, userOfType } from '../api/identity/support';
import { Client } from '../support/http-client';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, LANGS, openPage, text, type Lang } from './web-support';

/**
 * ADR 0086 (issue #43: at most 80 KB of JavaScript on the login page's first load): a first load of the login page
 * boots its island, not the app, and every login behaviour holds there, in both languages: the errors (wrong password,
 * too many attempts), the way back to the referer, each staff user's landing page, the language menu; a client
 * navigation into the login page is still the app's; a page the island cannot take boots the app.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const other = (lang: Lang): Lang => (lang === 'en-ca' ? 'fr-ca' : 'en-ca');

/** The scripts and API calls of a page, by path (`GET /api/...`). */
function traffic(page: Page) {
  const scripts: string[] = [];
  const api: string[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() === 'script') scripts.push(pathname);
    if (r.resourceType() === 'document') documents.push(pathname);
    if (pathname.startsWith('/api/')) api.push(`${r.method()} ${pathname}`);
  });
  return { scripts, api, documents };
}

/** The page's controls work (hydrated: nothing is disabled or read-only for it any more). */
const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector('#root[data-rendered="server"]') && !document.querySelector('[data-hydrating]'));

async function signIn(page: Page, lang: Lang, email: string, password: string) {
  await page.getByRole('textbox', { name: exactly(text(lang, 'Email')) }).fill(email);
  await page.getByRole('textbox', { name: exactly(text(lang, 'Password')) }).fill(password);
  await page.locator('form').getByRole('button', { name: exactly(text(lang, 'Login')) }).click();
}

describe.each(LANGS)('in %s, a first load of the login page', (lang) => {
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);

  it('runs the island only; a wrong password and too many attempts say so, in the page’s language', async () => {
    const { email } = await userOfType(server, UserType.Regular);
    const { context, page, errors } = await openPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    const seen = traffic(page);
    try {
      const referer = `/${lang}/customer/garage?sort=recent`;
      const url = `${server.url}/${lang}/login?referer=${encodeURIComponent(referer)}`;
      // The page names the island's script, the app's only on #root (for the island to start if it must), no route chunk.
      const html = await (await fetch(url)).text();
      expect(html.match(/<script type="module"[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/entry-login-[\w-]+\.js"/)]);
      expect(html).toMatch(/<div id="root" data-rendered="server"[^>]* data-app="\/assets\/rolldown-runtime-[\w-]+\.js \/assets\/app-[\w-]+\.js">/);
      expect(html).not.toMatch(/modulepreload|data-preload/);
      await page.goto(url, { waitUntil: 'networkidle' });
      await heading(page, t('Login'));
      await hydrated(page);
      // The island's scripts, none of the app's (its shell and runtime), and nothing asked of the API.
      expect(seen.scripts.some((s) => /^\/assets\/entry-login-[\w-]+\.js$/.test(s))).toBe(true);
      expect(seen.scripts.filter((s) => /^\/assets\/(app|rolldown-runtime)-/.test(s))).toEqual([]);
      expect(seen.api).toEqual([]);

      await signIn(page, lang, email, 'Not-the-password-1');
      await page.locator('#login-error').getByText(t('Invalid password or email')).waitFor();
      await screenshot(page, `login-island-wrong-password-${lang}`);

      // Past ten failures the throttle answers 429 (ADR 0022): the form says to wait, in the page's language.
      for (let i = 0; i < 10; i++) await login(new Client(server), email, `Wrong-guess-${i}`);
      await page.locator('form').getByRole('button', { name: exactly(t('Login')) }).click();
      // The plural message of lib/problem-messages.ts (`rateLimitMessage`), whole minutes.
      const wait = lang === 'en-ca' ? /^Too many attempts, try again in \d+ minutes?$/ : /^Trop de tentatives, réessayez dans \d+ minutes?$/;
      await page.locator('#login-error').getByText(wait).waitFor();
      await screenshot(page, `login-island-too-many-attempts-${lang}`);
      expect(seen.api.filter((call) => call !== 'POST /api/user/login')).toEqual([]);
      expect({ errors, consoleErrors: consoleErrors.filter((e) => !/status of 4(01|29)/.test(e)) }).toEqual({ errors: [], consoleErrors: [] });
    } finally {
      await context.close();
    }
  });

  it('signs in and goes to the referer, in place of the login page in the history', async () => {
    const { email } = await userOfType(server, UserType.Regular);
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/faq`);
      const referer = `/${other(lang)}/customer/garage`;
      await page.goto(`${server.url}/${lang}/login?referer=${encodeURIComponent(referer)}`);
      await hydrated(page);
      await signIn(page, lang, email, PASSWORD);
      // The referer in the page's language (spec §4), the app rendering it.
      await page.waitForURL(`${server.url}/${lang}/customer/garage`);
      await heading(page, t('My garage'));
      await page.goBack();
      await page.waitForURL(`${server.url}/${lang}/faq`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    { type: UserType.SuperAdmin, home: 'admin' },
    { type: UserType.TeamMember, home: 'shopicarTeam/lead-management' },
    { type: UserType.VehiclesTeam, home: 'vehiclesTeam/vehicles' },
  ])('sends user type $type to their own landing page, /$home', async ({ type, home }) => {
    const { email } = await userOfType(server, type);
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/login`);
      await hydrated(page);
      await signIn(page, lang, email, PASSWORD);
      await page.waitForURL(`${server.url}/${lang}/${home}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches language from the header’s menu, keeping the query', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/login?social_error=not_configured&provider=google`);
      await hydrated(page);
      await page.getByText(t('Sign-in with {providerName} is not available at the moment. Sign in with your email and password.', { providerName: 'Google' })).waitFor();
      await page.locator('.site-header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitemradio', { name: other(lang) === 'fr-ca' ? 'Français' : 'English' }).click();
      await page.waitForURL(`${server.url}/${other(lang)}/login?social_error=not_configured&provider=google`);
      await heading(page, text(other(lang), 'Login'));
      await page.getByText(text(other(lang), 'Sign-in with {providerName} is not available at the moment. Sign in with your email and password.', { providerName: 'Google' })).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the app keeps the login page', () => {
  it('a client navigation from another page into /login stays in the app, and signing in there too', async () => {
    const { email } = await userOfType(server, UserType.Regular);
    const { context, page, errors } = await openPage(browser);
    const seen = traffic(page);
    try {
      await page.goto(`${server.url}/fr-ca/faq`);
      await hydrated(page);
      await page.locator('.site-header').getByRole('link', { name: exactly(text('fr-ca', 'Login')) }).click();
      await page.waitForURL(`${server.url}/fr-ca/login?referer=${encodeURIComponent('/fr-ca/faq')}`);
      await heading(page, text('fr-ca', 'Login'));
      await signIn(page, 'fr-ca', email, PASSWORD);
      await page.waitForURL(`${server.url}/fr-ca/faq`);
      // One document: the app navigated to the login page and back without loading a page.
      expect(seen.documents).toEqual(['/fr-ca/faq']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('boots the app on a login page the island cannot take (its element missing), and the page works', async () => {
    const { context, page, errors } = await openPage(browser);
    const seen = traffic(page);
    try {
      await page.route(`${server.url}/en-ca/login`, async (route) => {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, body: (await answer.text()).replace('id="login-island"', 'id="not-the-island"') });
      });
      await page.goto(`${server.url}/en-ca/login`);
      await hydrated(page);
      expect(seen.scripts.some((s) => /^\/assets\/app-[\w-]+\.js$/.test(s))).toBe(true);
      await page.getByRole('textbox', { name: exactly('Email') }).fill('nobody@example.ca');
      await page.getByRole('textbox', { name: exactly('Password') }).fill('Not-the-password-1');
      await page.locator('form').getByRole('button', { name: exactly('Login') }).click();
      await page.locator('#login-error').getByText('Invalid password or email').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
