import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import { heading, LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/** Issue 14 in Chromium, en-ca and fr-ca: a dealer sees their company's dashboard with a lead; another company's redirects. */
let browser: Browser;
let t: PurchaseTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startPurchaseServer({}, { vehicles: 40 });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe.each(LANGS)('the company dashboard in %s', (lang: Lang) => {
  const tr = (s: string) => text(lang, s, {}, 'dealer');

  it('shows the dealer their own leads, and sends them away from another company', async () => {
    const buyer = await t.buyer();
    const vehicles = await vehiclesOfDealer(t.server, 1);
    await startPurchase(buyer.client, vehicles[LANGS.indexOf(lang)]);
    await t.waitForProjections();
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
    await t.waitForProjections();
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, dealer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/company/1/dashboard`);
      await heading(page, tr('Dealership dashboard'));
      const tile = page.locator('[data-tile="new-leads"] .dealer-tile__value');
      await tile.waitFor();
      expect(Number(await tile.textContent())).toBeGreaterThanOrEqual(1);
      await page.getByRole('img', { name: tr('Leads by type') }).waitFor();
      await screenshot(page, `dealer-dashboard-${lang}`);

      await page.goto(`${t.server.url}/${lang}/company/2/dashboard`);
      await page.waitForURL((url) => url.pathname === `/${lang}/customer/dashboard`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
