import type { Browser, Page } from 'playwright-core';
import { withVinCheckDigit } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import type { Client } from '../support/http-client';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, type Lang, loginThroughUi, openPage, openSignedInPage, text } from './web-support';

/**
 * Issue 16 item 1 in Chromium: a wrong VIN reads Invalid VIN under the field; a car added by its VIN shows its
 * estimated value; "Trade it in" opens the trade-in wizard with the car filled in. The journey runs in fr-ca; en-ca gets
 * a lighter pass over the empty garage and its VIN field (issue #44).
 */
const VIN = withVinCheckDigit('2HGFE2F50SH000001');
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer();
  await seedCatalogReference(server.infra.db);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const button = (page: Page, name: string) => page.getByRole('button', { name: exactly(name) });
const combo = (page: Page, name: string) => page.getByRole('combobox', { name: exactly(name) });

/** A fresh page signed in as the API client's user (its session and CSRF cookies), without the login page: the lighter pass's. */
const signedIn = (client: Client) => openSignedInPage(browser, client, server.url);

describe('garage', () => {
  it('adds a car by VIN, shows its value, and trades it in (fr-ca)', async () => {
    const lang: Lang = 'fr-ca';
    const t = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const { email } = await userOfType(server, 8);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/customer/garage`);
      await heading(page, t('My garage'));
      await page.getByText(exactly(t('Your garage is empty'))).waitFor();

      const vin = page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) });
      await vin.fill(`${VIN.slice(0, 16)}${VIN[16] === '1' ? '2' : '1'}`);
      await vin.blur();
      await page.getByText(exactly(t('Invalid VIN'))).waitFor();
      await vin.fill(VIN);
      await button(page, t('Decode the VIN')).click();
      await page.waitForFunction(() => (document.querySelector('select[name="makeId"]') as HTMLSelectElement | null)?.value !== '');
      await combo(page, t('Model')).selectOption({ label: 'Civic' });
      await combo(page, t('Trim')).selectOption({ label: 'LX' });
      await page.getByRole('textbox', { name: exactly(t('Kilometres')) }).fill('30000');
      await button(page, t('Add to my garage')).click();

      const card = page.locator('.vehicle-card', { hasText: '2025 Honda Civic' });
      const value = card.getByTestId('garage-value');
      await value.waitFor();
      expect(await value.textContent()).toMatch(/\d/);
      await screenshot(page, `garage-${lang}`);

      await card.getByRole('link', { name: exactly(t('Trade it in')) }).click();
      await page.waitForURL(new RegExp(`/${lang}/trade-in\\?`));
      await heading(page, t('Trade-in'));
      await expect(page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) }).inputValue()).resolves.toBe(VIN);
      await page.waitForFunction(() => (document.querySelector('select[name="trimId"]') as HTMLSelectElement | null)?.selectedOptions[0]?.text === 'LX');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en-ca (a lighter pass): the empty garage, in the drawer, whose VIN field says Invalid VIN in English', async () => {
    const lang: Lang = 'en-ca';
    const t = (s: string) => text(lang, s);
    const { client } = await userOfType(server, 8);
    const { context, page, errors } = await signedIn(client);
    try {
      await page.goto(`${server.url}/${lang}/customer/garage`);
      await heading(page, t('My garage'));
      await page.getByRole('navigation', { name: exactly(t('Main navigation')) }).getByRole('link', { name: exactly(t('My garage')) }).waitFor();
      await page.getByText(exactly(t('Your garage is empty'))).waitFor();
      const vin = page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) });
      await vin.fill(`${VIN.slice(0, 16)}${VIN[16] === '1' ? '2' : '1'}`);
      await vin.blur();
      await page.getByText(exactly(t('Invalid VIN'))).waitFor();
      await button(page, t('Decode the VIN')).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
