import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { withVinCheckDigit } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { outbox, PASSWORD, userOfType } from '../api/identity/support';
import { appraisedCivic, BASIC, CONDITION } from '../api/trade-in/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 42 items 3 and 7 in Chromium against the production build (ADR 0058): a 2008 car with 240,000 km appraised
 * from its VIN (en-ca at 1366 px, fr-ca at 390 px where the whole VIN shows), 900,000 km refused with the adviser path,
 * a sensible value, the offer confirmed only after the six photos, then emailed as a PDF with the next step shown; the
 * only model of a make preselected by the VIN; the garage's "Trade it in" starts a new appraisal of its car.
 */
const PHOTO = path.resolve(__dirname, '../api/purchase/fixtures/gps.jpg');
const CIVIC_2008_VIN = withVinCheckDigit('2HGFA16508H000001');
const RAM_2025_VIN = withVinCheckDigit('1C6SRFFT0SN000001');
/** A 2003 Honda Accord: older than the guide's model years, and a model the catalogue does not list. */
const ACCORD_2003_VIN = withVinCheckDigit('1HGCM82633A004352');
/** A 2019 Tesla Model 3: a make the VIN names and the catalogue does not carry. */
const TESLA_2019_VIN = withVinCheckDigit('5YJ3E1EA0KF317000');
const SLOTS = ['front', 'back', 'left', 'right', 'dashboard', 'interior'] as const;
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
const dollars = (s: string) => Number(s.replace(/[^\d]/g, ''));
const selected = (page: Page, name: string) => page.locator(`select[name="${name}"]`).evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.text ?? '');

describe.each([['en-ca', 1366], ['fr-ca', 390]] as const)('a trade-in for any car, %s at %i px', (lang: Lang, width: number) => {
  const t = (s: string, values?: Record<string, string>) => text(lang, s, values);

  it('appraises a 2008 Civic with 240,000 km: refuses 900,000 km, values it sensibly, confirms after six photos, emails the PDF', async () => {
    const { email } = await userOfType(server, 8);
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/trade-in`);
      await heading(page, t('Trade-in'));

      // Step 1: the whole VIN is in view (17 characters, none scrolled out), decoded to 2008 and Honda.
      const vin = page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) });
      await vin.fill(CIVIC_2008_VIN);
      expect(await vin.evaluate((input) => (input as HTMLInputElement).scrollWidth <= (input as HTMLInputElement).clientWidth)).toBe(true);
      await button(page, t('Decode the VIN')).click();
      await page.waitForFunction(() => (document.querySelector('select[name="makeId"]') as HTMLSelectElement | null)?.selectedOptions[0]?.text === 'Honda');
      expect(await selected(page, 'year')).toBe('2008');
      await combo(page, t('Model')).selectOption({ label: 'Civic' });
      await screenshot(page, `trade-in-2008-vin-${lang}`);
      await button(page, t('Continue')).click();

      // Step 2: 900,000 km is refused in the page's language, with the adviser path; 240,000 km is taken.
      const mileage = page.getByRole('textbox', { name: exactly(t('Mileage (km)')) });
      await mileage.waitFor();
      await mileage.fill('900000');
      await mileage.blur();
      await page.getByText(t('Our guide values vehicles up to 500,000 km. Ask an adviser to value yours.')).waitFor();
      await page.getByText(t('Our guide values vehicles up to 500,000 km. An adviser can value yours and email you an offer.')).waitFor();
      await button(page, t('Ask an adviser')).waitFor();
      await screenshot(page, `trade-in-900000-km-${lang}`);
      await mileage.fill('240000');
      await combo(page, t('Colour')).selectOption('blue');
      await combo(page, t('Transmission')).selectOption('CVT');
      await combo(page, t('Drivetrain')).selectOption('FWD');
      await combo(page, t('Engine')).selectOption('2.0L I4');
      await combo(page, t('Fuel type')).selectOption('gasoline');
      await combo(page, t('Province of registration')).selectOption('QC');
      await button(page, t('Continue')).click();

      // Step 3: no options ticked; step 4: a car in acceptable condition.
      await page.getByRole('group', { name: t('Equipment list') }).waitFor();
      await button(page, t('Continue')).click();
      await combo(page, t('General condition')).waitFor();
      await combo(page, t('General condition')).selectOption('1');
      await combo(page, t('Tire condition')).selectOption('1');
      await combo(page, t('Title')).selectOption('clean');
      await page.getByRole('textbox', { name: exactly(t('Number of keys')) }).fill('2');
      await button(page, t('Continue')).click();

      // Step 5: an estimate without photos, a sensible one for a 19-year-old compact car.
      await button(page, t('Get my estimate')).click();
      await heading(page, t('Estimated value'), 2);
      const low = dollars(await page.getByTestId('price-low').innerText());
      const high = dollars(await page.getByTestId('price-high').innerText());
      expect(low).toBeGreaterThanOrEqual(1_000);
      expect(high).toBeLessThanOrEqual(6_000);
      expect(low).toBeLessThan(high);

      // Confirming without the six photos is refused, in the page's language; the missing ones are named.
      await page.getByTestId('photos-missing').waitFor();
      await button(page, t('Confirm this offer')).click();
      await page.getByText(t('Add the six photos (front, back, both sides, dashboard and interior) before you confirm the offer.')).waitFor();
      await screenshot(page, `trade-in-photos-missing-${lang}`);
      for (const slot of SLOTS) await page.locator(`input[type="file"][data-slot="${slot}"]`).setInputFiles(PHOTO);
      await page.getByTestId('photos-missing').waitFor({ state: 'detached', timeout: 30_000 });
      await button(page, t('Confirm this offer')).click();

      // Confirmed: the next step is shown, and the offer is emailed as a PDF.
      const next = page.getByTestId('trade-in-next-step');
      await next.waitFor();
      expect(await next.innerText()).toContain(t('Next step: choose your next vehicle and add this trade-in at the Trade-in step of your purchase. We inspect the vehicle when you hand it over.'));
      await next.getByRole('link', { name: exactly(t('Shop vehicles')) }).waitFor();
      await screenshot(page, `trade-in-confirmed-${lang}`);
      const [mail] = await outbox(server, email, { kind: 'trade-in.offer-confirmed', timeoutMs: 30_000 });
      expect(mail.text).toContain('2008 Honda Civic');
      expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, `trade-in-any-car-failure-${lang}`);
      throw error;
    } finally {
      await context.close();
    }
  });

  it('decodes a 2003 Accord VIN to its year and make with a clear message, and starts it as an unlisted model for advisers', async () => {
    const { email } = await userOfType(server, 8);
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/trade-in`);
      await page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) }).fill(ACCORD_2003_VIN);
      await button(page, t('Decode the VIN')).click();
      const oldest = String(new Date().getUTCFullYear() - 21);
      await page.getByText(t('Our guide values model years {oldestYear} and newer. Continue with your {decodedYear} {maker}: an adviser will value it and email you an offer.', {
        oldestYear: oldest, decodedYear: '2003', maker: 'Honda',
      })).waitFor();
      expect(await selected(page, 'year')).toBe('2003');
      expect(await selected(page, 'makeId')).toBe('Honda');
      await combo(page, t('Model')).selectOption({ label: t('My model is not listed') });
      await page.getByRole('textbox', { name: exactly(t('Your model')) }).fill('Accord');
      await screenshot(page, `trade-in-2003-accord-${lang}`);
      await button(page, t('Continue')).click();
      await page.getByRole('textbox', { name: exactly(t('Mileage (km)')) }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('types a make the catalogue does not list (a Tesla from its VIN, then its model) and sends it to advisers', async () => {
    const { email, client } = await userOfType(server, 8);
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/trade-in`);
      await page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) }).fill(TESLA_2019_VIN);
      await button(page, t('Decode the VIN')).click();
      await page.getByText(t('This VIN is of a {decodedYear} {maker}, a make our guide does not list. Name your model: an adviser will value it and email you an offer.', {
        decodedYear: '2019', maker: 'Tesla',
      })).waitFor();
      expect(await selected(page, 'year')).toBe('2019');
      expect(await selected(page, 'makeId')).toBe(t('My make is not listed'));
      expect(await page.getByRole('textbox', { name: exactly(t('Your make')) }).inputValue()).toBe('Tesla');
      // The model is required, in the page's language, before anything is sent.
      await button(page, t('Continue')).click();
      const model = page.getByRole('textbox', { name: exactly(t('Your model')) });
      expect(await model.getAttribute('aria-invalid')).toBe('true');
      await model.fill('Model 3');
      await page.getByText(t('Our guide does not value a make it does not list: an adviser will value yours and email you an offer.')).waitFor();
      await screenshot(page, `trade-in-unlisted-make-${lang}`);
      await button(page, t('Continue')).click();
      await page.getByRole('textbox', { name: exactly(t('Mileage (km)')) }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // The trade-in holds the typed make; once its answers are in, the guide cannot value it and advisers do.
    const { tradeIn } = (await client.get('/tradein/get-current-trade-in')).body;
    expect(tradeIn.vehicle).toMatchObject({ vin: TESLA_2019_VIN, year: 2019, makeId: null, make: 'Tesla', modelId: null, model: 'Model 3' });
    await client.post('/tradein/save-basic-information', { body: { tradeInId: tradeIn.tradeInId, basic: BASIC } });
    await client.post('/tradein/save-condition', { body: { tradeInId: tradeIn.tradeInId, condition: CONDITION } });
    expect((await client.post('/tradein/appraise-trade-in', { body: { tradeInId: tradeIn.tradeInId } })).body.status).toBe('with_advisers');
  });

  it('preselects the only model of a decoded make; the garage\'s "Trade it in" starts a new appraisal of its own car', async () => {
    const { email, client } = await userOfType(server, 8);
    await appraisedCivic(client); // an earlier appraisal of a 2025 Civic
    const added = await client.post('/vehicles/create-customer-vehicle', { body: { year: 2025, makeId: 2, modelId: 202, kilometres: 41_000 } });
    expect(added.status).toBe(201);
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL(new RegExp(`/${lang}/customer`));
      await page.goto(`${server.url}/${lang}/customer/garage`);
      const card = page.locator('.vehicle-card', { hasText: '2025 Honda CR-V' });
      const link = card.getByRole('link', { name: exactly(text(lang, 'Trade it in')) });
      expect(await link.getAttribute('href')).toMatch(/[?&]year=2025(&|$)/);
      await link.click();
      await page.waitForURL(new RegExp(`/${lang}/trade-in\\?`));
      await page.getByText(t('This starts a new appraisal for this car. Your earlier appraisals stay in your documents.')).waitFor();
      await page.waitForFunction(() => (document.querySelector('select[name="modelId"]') as HTMLSelectElement | null)?.selectedOptions[0]?.text === 'CR-V');
      expect(await page.getByTestId('trade-in-band').count()).toBe(0);

      // A Ram's VIN: Ram has one model in the catalogue, chosen for the customer.
      const vin = page.getByRole('textbox', { name: exactly(t('VIN (17 characters)')) });
      await vin.fill(RAM_2025_VIN);
      await button(page, t('Decode the VIN')).click();
      await page.waitForFunction(() => (document.querySelector('select[name="modelId"]') as HTMLSelectElement | null)?.selectedOptions[0]?.text === '1500');
      expect(await selected(page, 'makeId')).toBe('Ram');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
