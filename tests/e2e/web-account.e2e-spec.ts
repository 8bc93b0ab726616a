import type { Browser } from 'playwright-core';
import { linkToken, outbox, PASSWORD, uniqueEmail, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, LANGS, loginThroughUi, openPage, pathAndQuery, seriousViolations, text, type Lang } from './web-support';

/**
 * Issue #4 journeys against the production build served by the server, in Chromium: sign up, email confirmation,
 * activation by the outbox link, dashboard, language switch, logout; password recovery and reset; a regular user
 * refused an admin page; axe-core on login, signup, dashboard and 404. Each journey runs in one language (issue #44):
 * the sign-up in fr-ca (its email and links in French; it switches to en-ca and logs out there), the password reset in
 * en-ca, the 401 page in fr-ca; axe-core runs in both (cheap, and it checks each language's lang attributes).
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
const languageName = (lang: Lang) => (lang === 'en-ca' ? 'English' : 'Français');

/** The page's texts in `lang`. */
const inLang = (lang: Lang) => (english: string, values?: Record<string, string>) => text(lang, english, values);

describe('account journeys, one language each', () => {
  it('signs up in fr-ca, confirms the email through the outbox link, reaches the dashboard, switches to en-ca and logs out', async () => {
    const lang: Lang = 'fr-ca';
    const t = inLang(lang);
    const { context, page, errors } = await openPage(browser);
    const email = uniqueEmail(`signup-${lang}`);
    try {
      await page.goto(`${server.url}/${lang}/signup`);
      await heading(page, t('Create an account'));
      await page.getByRole('textbox', { name: exactly(t('Email')) }).fill(email);
      await page.getByRole('textbox', { name: exactly(t('Password')) }).fill(PASSWORD);
      await page.getByRole('textbox', { name: exactly(t('Confirm password')) }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: t('I agree to the Terms & conditions') }).check();
      await screenshot(page, `web-signup-${lang}`);
      await page.getByRole('button', { name: exactly(t('Create my account')) }).click();

      // An unverified user sees the email-confirmation screen instead of the dashboard (spec §4 guard order).
      await heading(page, t('Confirm your email'));
      expect(pathAndQuery(page)).toBe(`/${lang}/customer/dashboard`);
      await screenshot(page, `web-email-confirmation-${lang}`);

      // The activation email, in the page's language, links to /{lang}/activate/{token}.
      const [mail] = await outbox(server, email, { kind: 'identity.activation' });
      expect(mail).toBeDefined();
      const link = new URL(/https?:\/\/\S+\/activate\/\S+/.exec(mail!.text)![0]);
      expect(link.pathname.startsWith(`/${lang}/activate/`)).toBe(true);
      await page.goto(`${server.url}${link.pathname}${link.search}`);
      await page.getByText(t('Your account is activated')).waitFor();
      await page.getByRole('link', { name: exactly(t('Continue')) }).click();
      await heading(page, t('Hello {name}', { name: email }));
      expect(pathAndQuery(page)).toBe(`/${lang}/customer/dashboard`);
      await screenshot(page, `web-dashboard-${lang}`);

      // The language switcher swaps the segment and keeps the path and the query (spec §2).
      await page.goto(`${server.url}/${lang}/customer/dashboard?tab=garage&ref=e2e`);
      await heading(page, t('Hello {name}', { name: email }));
      await page.getByRole('button', { name: t('Language: {currentName}', { currentName: languageName(lang) }) }).click();
      await page.getByRole('menuitemradio', { name: languageName(other(lang)) }).click();
      await heading(page, text(other(lang), 'Hello {name}', { name: email }));
      expect(pathAndQuery(page)).toBe(`/${other(lang)}/customer/dashboard?tab=garage&ref=e2e`);
      expect(await page.locator('html').getAttribute('lang')).toBe(other(lang) === 'en-ca' ? 'en-CA' : 'fr-CA');

      // Logout from the user menu, in the new language.
      await page.getByRole('button', { name: text(other(lang), 'Account menu of {name}', { name: email }) }).click();
      await page.getByRole('menuitem', { name: text(other(lang), 'Logout') }).click({ noWaitAfter: true });
      await heading(page, text(other(lang), 'Login'));
      expect(pathAndQuery(page)).toBe(`/${other(lang)}/login`); // no referer: the user chose to leave
      // Signed out for real: the dashboard now asks to log in, with the page as referer.
      await page.goto(`${server.url}/${lang}/customer/dashboard`);
      await heading(page, t('Login'));
      expect(pathAndQuery(page)).toBe(`/${lang}/login?referer=%2F${lang}%2Fcustomer%2Fdashboard`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('recovers and resets a password in en-ca; the link works once', async () => {
    const lang: Lang = 'en-ca';
    const t = inLang(lang);
    const { email } = await userOfType(server, 8);
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/recover`);
      await heading(page, t('Forgot your password?'));
      await page.getByRole('textbox', { name: exactly(t('Email')) }).fill(email);
      await page.getByRole('button', { name: exactly(t('Send the link')) }).click();
      await heading(page, t('Check your email'));
      await screenshot(page, `web-recover-sent-${lang}`);

      const [mail] = await outbox(server, email, { kind: 'identity.reset-password' });
      const token = linkToken(mail!, 'reset-password');
      const newPassword = `New-${PASSWORD}-${lang}`;
      await page.goto(`${server.url}/${lang}/reset-password/${encodeURIComponent(token)}`);
      await heading(page, t('Choose a new password'));
      await page.getByRole('textbox', { name: exactly(t('New password')) }).fill(newPassword);
      await page.getByRole('textbox', { name: exactly(t('Confirm new password')) }).fill(newPassword);
      await page.getByRole('button', { name: exactly(t('Change my password')) }).click();
      await heading(page, t('Your password is changed'));
      await screenshot(page, `web-reset-done-${lang}`);

      // The new password signs in; the old one no longer does.
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.getByText(t('Invalid password or email')).waitFor();
      await loginThroughUi(page, server.url, lang, email, newPassword);
      await heading(page, t('Hello {name}', { name: 'First8' }));

      // The reset link is single use: a second try explains it and offers a new link.
      await page.goto(`${server.url}/${lang}/reset-password/${encodeURIComponent(token)}`);
      await heading(page, t('Choose a new password'));
      await page.getByRole('textbox', { name: exactly(t('New password')) }).fill(`${newPassword}!`);
      await page.getByRole('textbox', { name: exactly(t('Confirm new password')) }).fill(`${newPassword}!`);
      await page.getByRole('button', { name: exactly(t('Change my password')) }).click();
      await page.getByText(t('This link is not valid or has already been used.')).waitFor();
      expect(await page.getByRole('link', { name: t('Get a new link') }).getAttribute('href')).toBe(`/${lang}/recover`);
    } finally {
      await context.close();
    }
  });

  it('sends a regular user (type 8) to the 401 page from an admin page, in fr-ca', async () => {
    const lang: Lang = 'fr-ca';
    const t = inLang(lang);
    const { email, password } = await userOfType(server, 8);
    const { context, page } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, email, password);
      await heading(page, t('Hello {name}', { name: 'First8' }));
      await page.goto(`${server.url}/${lang}/admin/users`);
      await heading(page, t('Access denied'));
      await page.getByText(t('Unauthorized. You do not have the privilege to access this page.')).waitFor();
      expect(pathAndQuery(page)).toBe(`/${lang}/admin/users`);
      await screenshot(page, `web-401-${lang}`);
      // The page's way out: My dashboard.
      await page.getByRole('link', { name: exactly(t('My dashboard')) }).click();
      await heading(page, t('Hello {name}', { name: 'First8' }));
    } finally {
      await context.close();
    }
  });

});

describe.each(LANGS)('in %s', (lang) => {
  const t = inLang(lang);

  it('has no serious or critical axe-core violation on login, signup, 404 and the dashboard', async () => {
    const { email, password } = await userOfType(server, 8);
    const { context, page } = await openPage(browser, { axe: true });
    const found: Record<string, unknown[]> = {};
    try {
      await page.goto(`${server.url}/${lang}/login`);
      await heading(page, t('Login'));
      found.login = await seriousViolations(page);

      await page.goto(`${server.url}/${lang}/signup`);
      await heading(page, t('Create an account'));
      found.signup = await seriousViolations(page);

      await page.goto(`${server.url}/${lang}/no-such-page`);
      await heading(page, t('Page not found'));
      found.notFound = await seriousViolations(page);
      await screenshot(page, `web-404-${lang}`);

      await loginThroughUi(page, server.url, lang, email, password);
      await heading(page, t('Hello {name}', { name: 'First8' }));
      await page.waitForLoadState('networkidle');
      found.dashboard = await seriousViolations(page);
    } finally {
      await context.close();
    }
    expect(found).toEqual({ login: [], signup: [], notFound: [], dashboard: [] });
  });
});
