import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { withVinCheckDigit } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 12 item 3 in Chromium, against the production build: the 5-step wizard from a VIN to an estimate with
 * priceLow < priceHigh; the VIN and Required helpers in the page's language; continue an unfinished trade-in after
 * leaving. Each scenario runs in one language (issue #44): the wizard in fr-ca (the catalog's French equipment names,
 * the French estimate), continuing in en-ca.
 */
const PHOTO = path.resolve(__dirname, '../api/purchase/fixtures/gps.jpg');
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
const cents = (s: string) => Number(s.replace(/[^\d]/g, ''));

describe('trade-in wizard', () => {
  it('goes from the VIN to an estimate band with its reasons, through the five steps (fr-ca)', async () => {
    const lang: Lang = 'fr-ca';
    const t = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const { email } = await userOfType(server, 8);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/trade-in`);
      await heading(page, t('Trade-in'));
      await page.getByText(t('Step {step} of {total}', { step: '1', total: '5' })).first().waitFor();

      // Step 1: the helper reads Required while the VIN is empty; a wrong VIN shows Invalid VIN under the field.
      const vin = page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) });
      await page.getByText(exactly(t('Required'))).first().waitFor();
      await vin.fill(`${VIN.slice(0, 16)}${VIN[16] === '1' ? '2' : '1'}`);
      await vin.blur();
      await page.getByText(exactly(t('Invalid VIN'))).waitFor();
      await screenshot(page, `trade-in-invalid-vin-${lang}`);
      await vin.fill(VIN);
      await button(page, t('Decode the VIN')).click();
      await page.waitForFunction(() => (document.querySelector('select[name="makeId"]') as HTMLSelectElement | null)?.value !== '');
      await combo(page, t('Model')).selectOption({ label: 'Civic' });
      await combo(page, t('Trim')).selectOption({ label: 'LX' });
      await button(page, t('Continue')).click();

      // Step 2: basic information.
      const mileage = page.getByRole('textbox', { name: exactly(t('Mileage (km)')) });
      await mileage.waitFor();
      await mileage.fill('30000');
      await combo(page, t('Colour')).selectOption('blue');
      await combo(page, t('Transmission')).selectOption('CVT');
      await combo(page, t('Drivetrain')).selectOption('FWD');
      await combo(page, t('Engine')).selectOption('2.0L I4');
      await combo(page, t('Fuel type')).selectOption('gasoline');
      await combo(page, t('Province of registration')).selectOption('QC');
      await screenshot(page, `trade-in-basic-${lang}`);
      await button(page, t('Continue')).click();

      // Step 3: features.
      await page.getByRole('group', { name: t('Equipment list') }).waitFor();
      // Equipment names come from the catalog in both languages.
      await page.getByRole('checkbox', { name: exactly(lang === 'fr-ca' ? 'Toit ouvrant' : 'Sunroof') }).check();
      await button(page, t('Continue')).click();

      // Step 4: condition and history.
      await combo(page, t('General condition')).waitFor();
      await combo(page, t('General condition')).selectOption('1');
      await combo(page, t('Tire condition')).selectOption('2');
      await combo(page, t('Title')).selectOption('clean');
      await page.getByRole('textbox', { name: exactly(t('Number of keys')) }).fill('2');
      await screenshot(page, `trade-in-condition-${lang}`);
      await button(page, t('Continue')).click();

      // Step 5: a photo (uploaded with progress), then the estimate.
      await page.locator('input[type="file"][data-slot="front"]').setInputFiles(PHOTO);
      await page.getByText(`${t('Front')} ${t('(uploaded)')}`).waitFor();
      // Coming back to the step shows the saved photo as its thumbnail, read back from the server, decoded.
      await page.reload();
      await button(page, t('Continue')).click();
      const thumbnail = page.getByRole('img', { name: exactly(t('Front')) });
      await thumbnail.waitFor();
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/tradein\/trade-in-image\/[0-9a-f-]{36}\/front\?v=\d+$/);
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await thumbnail.elementHandle());
      await button(page, t('Get my estimate')).click();
      await heading(page, t('Estimated value'), 2);
      const low = cents(await page.getByTestId('price-low').innerText());
      const high = cents(await page.getByTestId('price-high').innerText());
      expect(low).toBeGreaterThan(0);
      expect(low).toBeLessThan(high);
      expect(await page.locator('.trade-in__reasons li').first().innerText()).toContain(t('Age of the vehicle'));
      await screenshot(page, `trade-in-estimate-${lang}`);
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, `trade-in-failure-${lang}`);
      throw error;
    } finally {
      await context.close();
    }
  });

  it('offers to continue an unfinished trade-in or start over (en-ca)', async () => {
    const lang: Lang = 'en-ca';
    const t = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const { email, client } = await userOfType(server, 8);
    await client.post('/tradein/create-trade-in', { body: { vehicle: { vin: null, year: 2025, makeId: 2, modelId: 201, trimId: 2011 } } });
    const { context, page } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/trade-in`);
      await page.getByText(t('You have an unfinished trade-in ({0} {1} {2}).', { 0: '2025', 1: 'Honda', 2: 'Civic' })).waitFor();
      await screenshot(page, `trade-in-continue-${lang}`);
      await button(page, t('Continue')).click();
      await page.getByText(t('Step {step} of {total}', { step: '2', total: '5' })).first().waitFor();
      await page.getByRole('textbox', { name: exactly(t('Mileage (km)')) }).waitFor();
    } finally {
      await context.close();
    }
  });
});
