import type { Browser } from 'playwright-core';
import { UserType, withVinCheckDigit } from '@marketplace/domain';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startCatalogServer, type CatalogTestServer } from '../api/catalog/support';
import { launchBrowser, screenshot } from '../support/browser';
import { exactly, heading, LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 14 item 5 in Chromium: staff import a company's inventory CSV from the notifications screen, watch it finish,
 * and read its errors by line and column. The journey runs in en-ca, as an admin; fr-ca has a lighter pass: the vehicles
 * team's notifications screen and its import form in French, without importing (issue #44).
 */
let browser: Browser;
let t: CatalogTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startCatalogServer({ vehicles: 5 });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const HEADER = 'vin,condition,trimId,year,kilometres,exteriorColourId,interiorColourId,price';

describe('the notifications screen in en-ca', () => {
  const lang: Lang = 'en-ca';
  const tr = (s: string, values: Record<string, string> = {}) => text(lang, s, values, 'dealer');
  const userType = UserType.Admin;
  const area = 'admin';

  it('imports a CSV for a company, shows its progress to the end, and its bad row by line and column', async () => {
    const staff = await userOfType(t.server, userType);
    const base = LANGS.indexOf(lang) * 10;
    const csv = [
      HEADER,
      `${withVinCheckDigit(`2T3R1RFV1SW9${String(base + 1).padStart(5, '0')}`)},new,1022,,12,5,1,38990`,
      `${withVinCheckDigit(`2T3R1RFV1SW9${String(base + 2).padStart(5, '0')}`)},used,424242,2022,45000,5,1,21500`,
      `${withVinCheckDigit(`2T3R1RFV1SW9${String(base + 3).padStart(5, '0')}`)},used,1022,2023,30000,5,1,29500`,
    ].join('\n');
    const fileName = `stock-${lang}.csv`;
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, staff.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/${area}/notifications`);
      await heading(page, tr('Notifications'));
      const form = page.getByRole('form', { name: tr('Import an inventory file') });
      await form.getByRole('textbox', { name: new RegExp(`^${tr('Company no.').replace('.', '\\.')}`) }).fill('2');
      await form.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await form.getByRole('button', { name: exactly(tr('Import')) }).click();

      const row = page.locator('tr', { hasText: fileName });
      await row.getByText(tr('{processed} of {total} rows', { processed: '3', total: '3' })).waitFor({ timeout: 20_000 });
      await row.getByText(exactly(tr('Done'))).waitFor();
      // The errors of the file just uploaded are open already.
      expect(await row.getByRole('button', { name: exactly(tr('Errors')) }).getAttribute('aria-expanded')).toBe('true');
      const errorRow = page.locator('tr', { hasText: tr('Unknown trim.') });
      await errorRow.waitFor();
      expect(await errorRow.locator('td').allTextContents()).toEqual(['3', 'trimId', tr('Unknown trim.')]);
      await page.getByRole('button', { name: `${tr('Vehicle')} (1)` }).waitFor();
      await screenshot(page, `dealer-notifications-${lang}`);

      await row.getByRole('button', { name: exactly(tr('Mark as read')) }).click();
      await row.getByText(exactly(tr('Read'))).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the notifications screen in fr-ca, its screen only', () => {
  const lang: Lang = 'fr-ca';
  const tr = (s: string) => text(lang, s, {}, 'dealer');

  it("shows the vehicles team's notifications screen and its import form", async () => {
    const staff = await userOfType(t.server, UserType.VehiclesTeam);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, staff.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/vehiclesTeam/notifications`);
      await heading(page, tr('Notifications'));
      const form = page.getByRole('form', { name: tr('Import an inventory file') });
      await form.getByRole('textbox', { name: new RegExp(`^${tr('Company no.').replace('.', '\\.')}`) }).waitFor();
      await form.getByRole('button', { name: exactly(tr('Import')) }).waitFor();
      await form.getByText(tr('Inventory file (CSV)')).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
