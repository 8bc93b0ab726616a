import type { Browser, Page } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { PASSWORD, userOfType } from '../api/identity/support';
import { consentAndSubmit, fillApplication, overextendedApplicant } from '../api/credit/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 42 items 4 and 5 in Chromium, against the production build, each page at 390 px and 1366 px, each width in one
 * language (issue #44): the tools in fr-ca on the phone (the longer French labels in the narrow header and drawer) and
 * en-ca on the laptop; the credit-applications page in en-ca on the phone and fr-ca on the laptop:
 * - the home cards, the drawer and the dashboard lead to the trade-in and credit wizards, and both wizards sit in the
 *   public layout (header with the language menu, footer) without scrolling sideways;
 * - the credit-applications page explains each decision (its main factors) and takes a request for a person's review,
 *   confirmed on the page, recorded on the application, and shown in the super admins' review queue.
 */
let browser: Browser;
let server: TestServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The public layout around the page: the site header with its language menu, the footer, nothing wider than the window. */
async function expectPublicLayout(page: Page, lang: Lang, width: number) {
  const header = page.locator('header.site-header');
  await header.waitFor();
  const languagePrefix = text(lang, 'Language: {currentName}').split('{')[0];
  await header.getByRole('button', { name: new RegExp(`^${escape(languagePrefix)}`) }).waitFor();
  await page.locator('footer.site-footer').waitFor();
  expect(await page.locator('.app-layout').count()).toBe(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function signedIn(lang: Lang, width: number) {
  const { email } = await userOfType(server, UserType.Regular);
  const opened = await openPage(browser);
  opened.context.setDefaultTimeout(20_000);
  await opened.page.setViewportSize({ width, height: 900 });
  await loginThroughUi(opened.page, server.url, lang, email, PASSWORD);
  await opened.page.waitForURL((url) => url.pathname === `/${lang}/customer/dashboard`);
  return opened;
}

describe('the buying tools are reachable', () => {
  it.each([['fr-ca', 390], ['en-ca', 1366]] as const)('in %s, from the home cards, the drawer and the dashboard, into wizards in the public layout, at %i px', async (lang, width) => {
    const t = (s: string) => text(lang, s);
    const { context, page, errors } = await signedIn(lang, width);
    try {
      // Home: the two feature cards are links.
      await page.goto(`${server.url}/${lang}`);
      await page.getByRole('link', { name: exactly(t('Trade in your vehicle')) }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/trade-in`);
      await heading(page, text(lang, 'Trade-in'));
      await expectPublicLayout(page, lang, width);
      await screenshot(page, `tools-trade-in-wizard-${lang}-${width}`);

      await page.goto(`${server.url}/${lang}`);
      await page.getByRole('link', { name: exactly(t('Get pre-qualified')) }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/credit-application`);
      await heading(page, text(lang, 'Pre-qualify for credit'));
      await expectPublicLayout(page, lang, width);
      await screenshot(page, `tools-credit-wizard-${lang}-${width}`);

      // The drawer (behind the menu button below the medium breakpoint) lists both tools.
      await page.goto(`${server.url}/${lang}/customer/dashboard`);
      if (width < 768) await page.getByRole('button', { name: exactly(t('Open navigation menu')) }).click();
      const drawer = page.getByRole('navigation', { name: exactly(t('Main navigation')) });
      await drawer.getByRole('link', { name: exactly(t('Trade in my vehicle')) }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/trade-in`);
      await heading(page, text(lang, 'Trade-in'));
      await page.goto(`${server.url}/${lang}/customer/dashboard`);
      if (width < 768) await page.getByRole('button', { name: exactly(t('Open navigation menu')) }).click();
      await page.getByRole('navigation', { name: exactly(t('Main navigation')) }).getByRole('link', { name: exactly(t('Get pre-qualified')) }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/credit-application`);

      // The dashboard's cards.
      await page.goto(`${server.url}/${lang}/customer/dashboard`);
      await page.getByRole('link', { name: exactly(t('Value my vehicle')) }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/trade-in`);
      await page.goto(`${server.url}/${lang}/customer/dashboard`);
      await page.locator('#card-credit').locator('..').getByRole('link', { name: exactly(t('Get pre-qualified')) }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/credit-application`);
      await heading(page, text(lang, 'Pre-qualify for credit'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the credit-applications page', () => {
  it.each([['en-ca', 390], ['fr-ca', 1366]] as const)('in %s, shows each decision’s main factors and takes a request for a person’s review, at %i px', async (lang, width) => {
    const t = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const money = (dollars: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(dollars);
    const customer = await userOfType(server, UserType.Regular);
    const superAdmin = await userOfType(server, UserType.SuperAdmin);
    // Refused: $4,000 of rent on $7,000 a month.
    const applicationId = await fillApplication(customer.client, overextendedApplicant());
    expect((await consentAndSubmit(server, customer.client, applicationId)).body.decision.outcome).toBe('refused');

    const { context, page, errors } = await openPage(browser);
    context.setDefaultTimeout(20_000);
    await page.setViewportSize({ width, height: 900 });
    try {
      await loginThroughUi(page, server.url, lang, customer.email, PASSWORD);
      await page.waitForURL((url) => url.pathname === `/${lang}/customer/dashboard`);
      await page.goto(`${server.url}/${lang}/customer/credit-applications`);
      await heading(page, t('Credit applications'));
      const card = page.locator(`[data-application="${applicationId}"]`);
      await card.getByRole('heading', { level: 4, name: exactly(t('Main factors of the decision')) }).waitFor();
      const factors = await card.locator('ul.credit-factors > li').allInnerTexts();
      expect(factors).toEqual(expect.arrayContaining([
        t('Your gross monthly income is {0}.', { 0: money(7000) }),
        t('Your housing costs would be {0}% of your income; lenders accept up to {1}%.', { 0: '59', 1: '39' }),
      ]));
      expect(factors.every((s) => !/^(bureau\.)?[a-z_]+$/.test(s))).toBe(true);

      await card.getByRole('button', { name: exactly(t('Request a review by a person')) }).click();
      await card.getByText(t('A person will review this decision; we will email you the answer.'), { exact: true }).waitFor();
      await screenshot(page, `credit-applications-review-requested-${lang}-${width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // Recorded on the application's stream, and waiting in the super admins' queue.
    expect((await server.infra.store.readStream(`credit-application-${applicationId}`)).map((e) => e.type)).toContain('HumanReviewRequested');
    const staff = await openPage(browser);
    staff.context.setDefaultTimeout(20_000);
    try {
      await loginThroughUi(staff.page, server.url, lang, superAdmin.email, PASSWORD);
      await staff.page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await staff.page.goto(`${server.url}/${lang}/customer/credit-applications`);
      const queue = staff.page.getByRole('region', { name: exactly(t('Review queue')) });
      await queue.locator(`[data-application="${applicationId}"]`).getByText(t('A review by a person is requested.')).waitFor();
    } finally {
      await staff.context.close();
    }
  });
});
