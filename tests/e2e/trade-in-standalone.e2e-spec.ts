import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { BASIC, CIVIC, CIVIC_LX_2025, CIVIC_VIN, CONDITION, HONDA } from '../api/trade-in/support';
import { outbox, PASSWORD, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage } from './web-support';

/**
 * Issue 12 item 6 in Chromium, against the production build, on the trade-in brand's host, in en-ca (fr-ca is rendered
 * by the page tests get-an-offer-page.test.tsx and standalone-form-page.test.tsx): the brand's home, "Get an offer"
 * starting a standalone trade-in, its form's six photos, the phone verified with the texted code from the dev outbox,
 * the trade-in completed, and the appraisal PDF emailed.
 */
const PHOTO = path.resolve(__dirname, '../api/purchase/fixtures/gps.jpg');
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

it('starts a standalone trade-in from the brand home, completes it with its six photos and a verified phone, then emails the appraisal PDF (en-ca)', async () => {
  const { email, client } = await userOfType(server, UserType.Regular);
  const trade = `http://trade.localhost:${new URL(server.url).port}`;
  const phone = `514555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const { context, page, errors } = await openPage(browser);
  try {
    await loginThroughUi(page, trade, 'en-ca', email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${trade}/en-ca/`);
    await page.getByRole('link', { name: exactly('Get an offer') }).click();
    await heading(page, 'Get an offer');
    const choose = async (label: string, value: number) => {
      const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
      await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
      await select.selectOption(String(value));
    };
    await page.getByRole('textbox', { name: /^VIN/ }).fill(CIVIC_VIN);
    await choose('Year', 2025);
    await choose('Make', HONDA);
    await choose('Model', CIVIC);
    await choose('Trim', CIVIC_LX_2025);
    await page.getByRole('button', { name: exactly('Continue') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/en-ca/trade-in-form/'));
    const tradeInId = new URL(page.url()).pathname.split('/').pop()!;
    await heading(page, 'Trade-in form');

    // The estimate and four photos through the API; the other two through the page.
    await client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
    await client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
    await client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
    for (const slot of SLOTS.slice(0, 4)) await client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot, data: readFileSync(PHOTO).toString('base64') } });
    await server.infra.projections.waitFor(); // written by another session than the browser's
    await page.reload();
    await heading(page, 'Trade-in form');
    await page.getByText(`VIN ${CIVIC_VIN}`).waitFor();
    await page.locator('.trade-in__photo', { has: page.locator('input[data-slot="right"]') }).getByText('(uploaded)').waitFor();
    for (const slot of SLOTS.slice(4)) {
      await page.locator(`input[type="file"][data-slot="${slot}"]`).setInputFiles(PHOTO);
      // The server re-encodes the image (EXIF/GPS stripped): slow on a loaded CI host.
      await page.locator('.trade-in__photo', { has: page.locator(`input[data-slot="${slot}"]`) }).getByText('(uploaded)').waitFor({ timeout: 60_000 });
    }
    await page.getByRole('textbox', { name: exactly('Mobile phone') }).fill(phone);
    await page.getByRole('button', { name: exactly('Text me a code') }).click();
    await page.getByText('We texted you a 6-digit code.').waitFor();
    const [sms] = await outbox(server, phone, { kind: 'trade-in.phone-code' });
    await page.getByRole('textbox', { name: exactly('6-digit code') }).fill(/(\d{6})/.exec(sms.text)![1]);
    await page.getByRole('button', { name: exactly('Complete my trade-in') }).click();
    await page.getByText('Your trade-in is completed').waitFor();
    await page.getByRole('button', { name: exactly('Email me the appraisal (PDF)') }).click();
    await page.getByText('We emailed you the appraisal (PDF).').waitFor();
    const [mail] = await outbox(server, email, { kind: 'trade-in-appraisal-pdf' });
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    await screenshot(page, 'trade-in-standalone-en-ca');
    expect(errors).toEqual([]);
  } catch (error) {
    await screenshot(page, 'trade-in-standalone-failure-en-ca');
    throw error;
  } finally {
    await context.close();
  }
});
