import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import { heading, LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 14 item 7 in Chromium, en-ca and fr-ca: a dealer signs the contract (the trial starts), pays the Dealer plan
 * with a test card (the Stripe stand-in's signed webhooks activate it), cancels it after a confirmation (it shows
 * when it ends; when the period ends Stripe's webhook ends it), reads the settings page, and another company's
 * subscription page sends them away.
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

describe.each(LANGS)('the company subscription in %s', (lang: Lang) => {
  const tr = (s: string, values: Record<string, string> = {}) => text(lang, s, values, 'dealer');
  // One company per language: each run starts unsigned.
  const companyId = lang === 'en-ca' ? 3 : 4;

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
