import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import { loginThroughUi, openPage } from './web-support';

/**
 * Issue 14 item 6 in Chromium: a dealer's own site (another origin, a strict Content-Security-Policy: no inline script
 * or style at all) embeds the company's widget with the snippet. It shows the company's vehicles, themed, and its
 * buttons lead to buy online and trade-in on the marketplace; no marketplace cookie goes along. The widget's journey
 * runs on the site's French page; its English page has a lighter pass (the widget's English texts and links), and the
 * widget's settings run in en-ca (issue #44: one full copy of what both languages repeated).
 */
let t: PurchaseTestServer;
let browser: Browser;
let site: Server;
let siteUrl: string;

const WIDGET = {
  'en-ca': { title: 'Our inventory', buy: 'Buy online', trade: 'Trade in my vehicle' },
  'fr-ca': { title: 'Notre inventaire', buy: 'Acheter en ligne', trade: 'Échanger mon véhicule' },
} as const;

/** The dealer's site: one page per language, with the snippet and a strict CSP naming only the marketplace. */
function dealerSite(marketplace: string): Server {
  return createServer((req, res) => {
    const lang = req.url?.startsWith('/fr') ? 'fr-ca' : 'en-ca';
    const companyId = /company=(\d+)/.exec(req.url ?? '')?.[1] ?? '1';
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': [
        "default-src 'none'", `script-src ${marketplace}`, `connect-src ${marketplace}`, `img-src ${marketplace}`, "style-src 'none'",
        "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
      ].join('; '),
    });
    res.end(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Concession Boulevard</title></head><body>
<h1>Concession Boulevard</h1>
<div data-marketplace-widget="${companyId}" data-lang="${lang}"></div>
<script src="${marketplace}/widgets/${companyId}.js" async></script>
</body></html>`);
  });
}

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 40 });
  await seedDemoCompanies(t.server.infra.store);
  await t.server.infra.projections.waitFor();
  browser = await launchBrowser();
  site = dealerSite(t.server.url);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await t?.stop();
});

describe('the widget on a dealer site in fr-ca', () => {
  const lang = 'fr-ca';

  it("shows the company's vehicles under the site's strict CSP, and leads to buy online and trade-in", async () => {
    const words = WIDGET[lang];
    const own = await vehiclesOfDealer(t.server, 1);
    const { context, page: marketplace } = await openPage(browser);
    try {
      // A visitor who has been on the marketplace: its cookies exist in this browser, and must not go to the widget's calls.
      const cookieSet = marketplace.waitForResponse(async (r) => (await r.headerValue('set-cookie'))?.includes('XSRF-TOKEN') ?? false);
      await marketplace.goto(`${t.server.url}/${lang}/login`);
      await cookieSet;
      expect((await context.cookies(t.server.url)).map((c) => c.name)).toContain('XSRF-TOKEN');

      const page = await context.newPage();
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
      const inventoryCall = page.waitForRequest((r) => r.url().includes('/api/company/get-widget-inventory'));

      await page.goto(`${siteUrl}/fr/inventory?company=1`);
      const widget = page.locator('[data-marketplace-widget="1"]');
      await widget.getByRole('heading', { name: `${words.title} · Auto Boulevard Montréal` }).waitFor();
      const request = await inventoryCall;
      expect(await request.headerValue('cookie')).toBeNull();
      expect(await request.headerValue('origin')).toBe(siteUrl);

      const cards = widget.getByRole('listitem');
      expect(await cards.count()).toBe(Math.min(6, own.length));
      const buy = widget.getByRole('link', { name: words.buy });
      const hrefs = await buy.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs).toHaveLength(Math.min(6, own.length));
      for (const href of hrefs) {
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`).toBe(`${t.server.url}/${lang}/buy-online`);
        expect(own).toContain(url.searchParams.get('vehicleId'));
      }
      // Themed by its adopted stylesheets although the site's CSP allows no style at all: the company's main colour.
      expect(await buy.first().evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgb(11, 92, 173)');
      await screenshot(page, `dealer-widget-${lang}`);

      const [buyOnline] = await Promise.all([context.waitForEvent('page'), buy.first().click()]);
      await buyOnline.waitForURL((url) => url.origin === t.server.url && url.pathname.startsWith(`/${lang}/`));
      await buyOnline.locator('h1').first().waitFor();
      expect(new URL(hrefs[0]).searchParams.get('vehicleId')).toBeTruthy();

      const [tradeIn] = await Promise.all([context.waitForEvent('page'), widget.getByRole('link', { name: words.trade }).click()]);
      await tradeIn.waitForURL((url) => url.origin === t.server.url && url.pathname.startsWith(`/${lang}/`));
      await tradeIn.locator('h1').first().waitFor();

      expect(consoleErrors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('the widget on a dealer site in en-ca, its texts and links only', () => {
  const lang = 'en-ca';

  it("shows the company's vehicles in English, with links to buy online and trade-in in English", async () => {
    const words = WIDGET[lang];
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${siteUrl}/en/inventory?company=1`);
      const widget = page.locator('[data-marketplace-widget="1"]');
      await widget.getByRole('heading', { name: `${words.title} · Auto Boulevard Montréal` }).waitFor();
      const buy = widget.getByRole('link', { name: words.buy });
      expect(await buy.count()).toBeGreaterThan(0);
      const url = new URL(await buy.first().evaluate((a) => (a as HTMLAnchorElement).href));
      expect(`${url.origin}${url.pathname}`).toBe(`${t.server.url}/${lang}/buy-online`);
      const trade = new URL(await widget.getByRole('link', { name: words.trade }).first().evaluate((a) => (a as HTMLAnchorElement).href));
      expect(`${trade.origin}${trade.pathname}`.startsWith(`${t.server.url}/${lang}/`)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('shows nothing for an unknown company: its script is a 404', async () => {
  const { context, page, errors } = await openPage(browser);
  try {
    const script = page.waitForResponse((r) => r.url().endsWith('/widgets/99999.js'));
    await page.goto(`${siteUrl}/en/inventory?company=99999`);
    expect((await script).status()).toBe(404);
    await page.getByRole('heading', { name: 'Concession Boulevard' }).waitFor();
    expect(await page.locator('[data-marketplace-widget="99999"]').evaluate((el) => el.shadowRoot)).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("the dealer changes the widget's main colour and size in the company area; the preview shows them at once (ADR 0034)", async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  const { page, context, errors } = await openPage(browser);
  try {
    await loginThroughUi(page, t.server.url, 'en-ca', dealer.email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${t.server.url}/en-ca/company/1/widget`);
    const preview = page.getByTestId('widget-preview');
    const buy = preview.getByRole('link', { name: 'Buy online' });
    await buy.first().waitFor();
    expect(await buy.first().evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgb(11, 92, 173)');

    const form = page.getByRole('form', { name: 'Widget' });
    await form.getByRole('textbox', { name: /^Main colour/ }).fill('#1a7f37');
    await form.getByRole('textbox', { name: /^Vehicles shown/ }).fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The configuration is saved.').waitFor();
    // Drawn again from a script that reads the new settings (not the browser's cached answer of a minute ago).
    await page.waitForFunction(() => {
      const buttons = [...(document.querySelector('[data-testid="widget-preview"]')?.shadowRoot?.querySelectorAll('.mw__button--buy') ?? [])];
      return buttons.length === 2 && buttons.every((b) => getComputedStyle(b).backgroundColor === 'rgb(26, 127, 55)');
    }, undefined, { timeout: 10_000 });
    await screenshot(page, 'dealer-widget-settings-en-ca');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 60_000);
