import type { Browser } from 'playwright-core';
import { transactionStreamId, UserType } from '@marketplace/domain';
import { userOfType } from '../api/identity/support';
import { startPurchase, startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import type { Client } from '../support/http-client';
import { exactly, heading, type Lang, openAuditConsole, openPage, openSignedInPage, openTimeline, text } from './web-support';

/**
 * The audit console (issue #15): from a customer's email alone, an admin reaches the transaction's timeline, sees the
 * vehicle price change made by staff during the hold, and opens its diff. The journey runs in en-ca; fr-ca gets a
 * lighter pass over the same purchase's timeline and what the customer saw (issue #44). The dispute bundle is of a
 * disputed purchase only (issue #46): dispute-case.e2e-spec.ts downloads it.
 */
let t: PurchaseTestServer;
let browser: Browser;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 4 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** A fresh page signed in as the API client's user (its session and CSRF cookies), without the login page: the lighter pass's. */
const signedIn = (client: Client) => openSignedInPage(browser, client, t.server.url);

describe('audit console', () => {
  const lang: Lang = 'en-ca';
  const price = 2_345_600;
  /** A buyer's purchase whose vehicle's price a super admin changed during the hold. */
  let admin: Awaited<ReturnType<typeof userOfType>>;
  let buyer: Awaited<ReturnType<PurchaseTestServer['buyer']>>;
  let subject: string;

  beforeAll(async () => {
    admin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Odile', lastName: 'Audit' });
    buyer = await t.buyer();
    const vehicleId = t.vehicleIds[0];
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    expect((await admin.client.request('PATCH', `/admin/vehicles/${vehicleId}`, { body: { price } })).status).toBe(200);
    await t.waitForProjections();
    subject = transactionStreamId(transactionId);
  });

  it(`takes an admin from a customer's email to the timeline and a diff (${lang})`, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await openAuditConsole(page, t.server.url, lang, admin);
      await page.getByRole('searchbox', { name: exactly(text(lang, 'Find')) }).fill(buyer.email);
      await page.getByRole('button', { name: exactly(text(lang, 'Find')) }).click();
      await page.locator(`[data-subject="${subject}"]`).click();
      await heading(page, text(lang, 'Timeline of {subjectId}', { subjectId: subject }), 2);
      const priceRow = page.locator('table.audit-timeline tr[data-type="VehiclePriceChanged"]');
      await priceRow.waitFor();
      expect(await priceRow.textContent()).toContain('Odile Audit');
      await screenshot(page, `audit-timeline-${lang}`);

      await priceRow.getByRole('button', { name: 'VehiclePriceChanged' }).click();
      const diff = page.getByRole('table', { name: text(lang, 'Field-by-field changes') });
      await diff.waitFor();
      await diff.getByRole('cell', { name: 'price', exact: true }).waitFor();
      expect(await diff.textContent()).toContain(String(price));

      // What the customer saw: the buyer's screens at the latest instant, and the staff price change among what changed it.
      const view = page.locator('.audit-customer-view');
      await view.getByRole('heading', { name: text(lang, 'What the customer saw') }).waitFor();
      const changes = view.getByRole('table', { name: text(lang, 'What changed it') });
      const priceChange = changes.locator('tr[data-type="VehiclePriceChanged"]');
      await priceChange.waitFor();
      expect(await priceChange.textContent()).toContain('Odile Audit');
      await view.locator('[data-field="step"]').waitFor();
      expect(await view.locator('[data-field="hold"]').textContent()).toMatch(/^locked · \d+:\d\d$/);
      // The slider's first stop is the buyer's lock on the vehicle, just before the transaction started: nothing to see yet.
      const slider = view.getByRole('slider', { name: text(lang, 'Instant') });
      await slider.focus();
      await page.keyboard.press('Home');
      await view.getByText(text(lang, 'The transaction had not started yet.')).waitFor();
      await page.waitForURL((url) => url.searchParams.has('at'));
      await screenshot(page, `audit-customer-view-${lang}`);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the timeline and what the customer saw in fr-ca (a lighter pass)', async () => {
    const fr: Lang = 'fr-ca';
    const { context, page, errors } = await signedIn(admin.client);
    try {
      await openTimeline(page, t.server.url, fr, subject);
      expect(await page.locator('table.audit-timeline tr[data-type="VehiclePriceChanged"]').textContent()).toContain('Odile Audit');
      const view = page.locator('.audit-customer-view');
      await view.getByRole('heading', { name: text(fr, 'What the customer saw') }).waitFor();
      await view.getByRole('table', { name: text(fr, 'What changed it') }).locator('tr[data-type="VehiclePriceChanged"]').waitFor();
      await view.getByRole('slider', { name: text(fr, 'Instant') }).waitFor();
      await screenshot(page, `audit-timeline-${fr}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
