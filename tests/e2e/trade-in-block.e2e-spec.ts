import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { appraisedCivic } from '../api/trade-in/support';
import { PASSWORD, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 12 item 6 in Chromium: a dealer sees confirmed trade-ins only and takes one; a customer is refused. One language
 * per scenario (issue #44): the dealer's in fr-ca (the block's amounts and labels in French), the customer's in en-ca.
 */
let browser: Browser;
let server: TestServer;
let confirmedId: string;
let openId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer();
  await seedCatalogReference(server.infra.db);
  const owner = await userOfType(server, UserType.Regular);
  confirmedId = (await appraisedCivic(owner.client)).tradeInId;
  await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId: confirmedId } });
  openId = (await appraisedCivic(owner.client)).tradeInId;
  await server.infra.projections.waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the block in fr-ca', () => {
  const lang: Lang = 'fr-ca';
  const t = (s: string) => text(lang, s);

  it('shows a dealer the confirmed trade-ins only', async () => {
    const dealer = await userOfType(server, UserType.Dealer);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, dealer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${server.url}/${lang}/block`);
      await heading(page, t('The block'));
      await page.locator(`tr[data-trade-in="${confirmedId}"]`).waitFor();
      expect(await page.locator(`tr[data-trade-in="${openId}"]`).count()).toBe(0);
      await page.getByRole('combobox', { name: exactly(t('Province')) }).selectOption('QC');
      await page.locator(`tr[data-trade-in="${confirmedId}"]`).getByRole('button', { name: exactly(t('Add to my inventory')) }).waitFor();
      await screenshot(page, `trade-in-block-${lang}`);
      await page.locator(`tr[data-trade-in="${confirmedId}"]`).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/${lang}/block/vehicle-details/${confirmedId}`);
      await heading(page, '2025 Honda Civic LX');
      await page.getByRole('table', { name: exactly(t('Trade-in details')) }).waitFor();
      await screenshot(page, `trade-in-block-details-${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the block in en-ca', () => {
  const lang: Lang = 'en-ca';
  const t = (s: string) => text(lang, s);

  it('refuses a customer', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const { context, page } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, customer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${server.url}/${lang}/block`);
      await heading(page, t('The block'));
      await page.getByText(t('Unauthorized. You do not have the privilege to access this page.')).waitFor();
      await screenshot(page, `trade-in-block-refused-${lang}`);
    } finally {
      await context.close();
    }
  });
});
