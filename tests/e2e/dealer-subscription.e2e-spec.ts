import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import { heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 14 item 7 in Chromium: a dealer signs the contract (the trial starts), pays the Dealer plan with a test card
 * (the Stripe stand-in's signed webhooks activate it), cancels it after a confirmation (it shows when it ends; when the
 * period ends Stripe's webhook ends it), reads the settings page, and another company's subscription page sends them
 * away. The journey runs in fr-ca (its dates and amounts in French); en-ca has a lighter pass over the same screens
 * before the signature (issue #44: one full copy of what both languages repeated).
 */
let browser: Browser;
let t: PurchaseTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startPurchaseServer({}, { vehicles: 4 });
  await seedDemoCompanies(t.server.infra.store);
  await t.waitForProjections();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the company subscription in fr-ca', () => {
  const lang: Lang = 'fr-ca';
  const tr = (s: string, values: Record<string, string> = {}) => text(lang, s, values, 'dealer');
  // One company per language: each run starts unsigned.
  const companyId = 4;

  it('starts the trial at the signature, activates the Dealer plan after the Stripe payment, and shows the settings', async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId });
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, dealer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/company/${companyId}/subscription`);
      await heading(page, tr('Subscription'));
      const status = page.getByTestId('subscription-status');
      await status.filter({ hasText: tr('Contract not signed') }).waitFor();

      await page.getByRole('button', { name: tr('Sign the contract') }).click();
      await page.locator('[data-status="trial"]').waitFor();
      await status.filter({ hasText: tr('Trial') }).waitFor();
      await page.getByText(tr('{0} of {1}', { 0: '0', 1: '100' })).waitFor();

      await page.getByLabel(tr('Card number')).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: tr('Choose {0}', { 0: text(lang, 'Dealer', {}, 'messages') }) }).click();
      // Stripe's webhooks activate it (the page polls while the payment is confirmed).
      await page.locator('[data-status="active"]').waitFor({ timeout: 20_000 });
      await screenshot(page, `dealer-subscription-${lang}`);

      // Cancelled at the end of the period, after a confirmation: the page says when it ends.
      await page.getByRole('button', { name: tr('Cancel the plan') }).click();
      await page.getByRole('dialog').getByRole('button', { name: tr('Confirm the cancellation') }).click();
      await page.getByTestId('subscription-cancels-on').waitFor();
      await page.getByText(tr('Cancels on'), { exact: true }).waitFor();
      await screenshot(page, `dealer-subscription-cancelling-${lang}`);
      // The period ends: Stripe deletes the subscription, its signed webhook ends the plan.
      const { stripe_subscription_id: subscriptionId } = await t.server.infra.db.selectFrom('dealer.subscriptions').select('stripe_subscription_id')
        .where('company_id', '=', companyId).executeTakeFirstOrThrow();
      await t.server.standIn.endPeriod(subscriptionId);
      await t.server.standIn.drain();
      await t.waitForProjections();
      await page.reload();
      await page.locator('[data-status="canceled"]').waitFor();

      await page.goto(`${t.server.url}/${lang}/company/${companyId}/settings`);
      await heading(page, tr('Settings'));
      await page.getByRole('link', { name: tr('Manage the subscription') }).waitFor();

      await page.goto(`${t.server.url}/${lang}/company/1/subscription`);
      await page.waitForURL((url) => url.pathname === `/${lang}/customer/dashboard`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the company subscription in en-ca, its screens only', () => {
  const lang: Lang = 'en-ca';
  const tr = (s: string) => text(lang, s, {}, 'dealer');
  const companyId = 3;

  it('shows the subscription page of an unsigned company, its contract to sign, and the settings page', async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId });
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, dealer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/company/${companyId}/subscription`);
      await heading(page, tr('Subscription'));
      await page.getByTestId('subscription-status').filter({ hasText: tr('Contract not signed') }).waitFor();
      await page.getByText(tr('Sign the dealer contract to start your free 30-day trial.')).waitFor();
      await page.getByRole('button', { name: tr('Sign the contract') }).waitFor();

      await page.goto(`${t.server.url}/${lang}/company/${companyId}/settings`);
      await heading(page, tr('Settings'));
      await page.getByRole('link', { name: tr('Manage the subscription') }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
