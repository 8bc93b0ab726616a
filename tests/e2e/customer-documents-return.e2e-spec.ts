import type { Browser, Locator, Page } from 'playwright-core';
import { PASSWORD } from '../api/identity/support';
import { eventually, reservedPurchase, signContract, startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser } from '../support/browser';
import type { Client } from '../support/http-client';
import { exactly, heading, type Lang, loginThroughUi, openPage, openSignedInPage, text } from './web-support';

/**
 * Issue #16 items 2 and 8 in Chromium, against the production build: a buyer who signed sees the
 * contract and the deposit receipt in "My documents" and downloads one (a PDF); staff record the delivery from the
 * vehicle screen; the buyer requests the 7-day money-back return from the dashboard; a team member schedules the pickup
 * from the Shopicar Team's returns screen; an administrator inspects and issues the refund from the vehicle screen; the
 * buyer's dashboard shows each step. The purchase up to the signed
 * contract is reached through the API (the purchase e2e covers those screens). The journey runs in fr-ca; en-ca gets a
 * lighter pass over the buyer's dashboard and documents, on the same purchase (issue #44).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A datetime-local field's value (the browser's own time zone, the machine's) `hours` from now. */
function localInput(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

describe('customer documents and the money-back return', () => {
  let server: PurchaseTestServer;
  /** One signed purchase: the fr-ca journey takes it to its refund; the en-ca pass reads what holds before and after. */
  let signed: Awaited<ReturnType<typeof signedPurchase>>;

  beforeAll(async () => {
    server = await startPurchaseServer({}, { vehicles: 20 });
    signed = await signedPurchase(server);
  });
  afterAll(() => server?.stop());

  /** A fresh page signed in as the API client's user (its session and CSRF cookies), without the login page: the lighter pass's. */
  const signedIn = (client: Client) => openSignedInPage(browser, client, server.server.url);

  it('lists and serves the signed documents in fr-ca, then takes a return requested from the dashboard through to its refund', async () => {
    const lang: Lang = 'fr-ca';
    const t = (s: string, catalog?: string) => text(lang, s, {}, catalog);
    const { buyer, transactionId, vehicleId } = signed;
    const staff = await server.buyer({ userTypeId: 7 });
    const teamMember = await server.buyer({ userTypeId: 18 });
    const [buyerPage, staffPage, teamPage] = [await openPage(browser), await openPage(browser), await openPage(browser)];
    try {
      const page = buyerPage.page;
      await loginThroughUi(page, server.server.url, lang, buyer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));

      // My documents: the contract and the deposit receipt, each a PDF in the reader's language.
      await page.goto(`${server.server.url}/${lang}/customer/documents`);
      await heading(page, t('My documents'));
      const contract = page.getByRole('link', { name: new RegExp(`^${escape(t('Purchase contract'))}`) });
      const receipt = page.getByRole('link', { name: new RegExp(`^${escape(t('Deposit receipt'))}`) });
      await contract.waitFor();
      await receipt.waitFor();
      const href = await receipt.getAttribute('href');
      expect(href).toBe(`/api/customers/documents/deposit_receipt/${transactionId}?language=${lang}`);
      const pdf = await page.request.get(`${server.server.url}${href}`);
      expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
      expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

      // Staff record the handover from the vehicle screen: the buyer's 7 days start.
      const admin = staffPage.page;
      await loginThroughUi(admin, server.server.url, lang, staff.email, PASSWORD);
      await admin.waitForURL((url) => !url.pathname.endsWith('/login'));
      await admin.goto(`${server.server.url}/${lang}/admin/vehicle?id=${encodeURIComponent(vehicleId)}`);
      const panel = admin.locator('[aria-labelledby="staff-returns-title"]');
      await panel.getByText(t('No return to handle.', 'admin'), { exact: true }).waitFor();
      const delivery = panel.getByRole('form', { name: t('Record a delivery', 'admin') });
      await delivery.getByLabel(t('Transaction number', 'admin')).fill(transactionId);
      await delivery.getByLabel(t('Delivered on', 'admin')).fill(localInput(-3));
      await delivery.getByLabel(t('Odometer at delivery (km)', 'admin')).fill('12000');
      await delivery.getByRole('button', { name: exactly(t('Record the delivery', 'admin')) }).click();
      // The form says nothing once recorded: the buyer's view of the handover is the condition.
      await eventually(async () => (await buyer.client.get('/customers/get-vehicle-return', { query: { transactionId } })).body.delivery);

      // The buyer requests the return from the dashboard's transactions card.
      await page.goto(`${server.server.url}/${lang}/customer/dashboard`);
      const card = page.locator('li', { has: page.getByRole('heading', { level: 2, name: exactly(t('My transactions')) }) });
      await card.getByRole('button', { name: exactly(t('Return this vehicle')) }).click();
      await card.getByLabel(t('Odometer today (km)')).fill('12150');
      await card.getByLabel(t('Reason')).selectOption('changed_mind');
      await card.getByRole('button', { name: exactly(t('Request the return')) }).click();
      await statusIs(card, t('Return requested: we will contact you to schedule the pickup.', 'account'));

      // A team member schedules the pickup from the Shopicar Team's returns screen (reached from the drawer).
      const team = teamPage.page;
      await loginThroughUi(team, server.server.url, lang, teamMember.email, PASSWORD);
      await team.waitForURL((url) => !url.pathname.endsWith('/login'));
      await team.getByRole('link', { name: exactly(t('Deliveries and returns')) }).click();
      await team.waitForURL(new RegExp(`/${lang}/shopicarTeam/returns$`));
      const teamRow = team.locator('[aria-labelledby="staff-returns-title"]').getByRole('listitem').filter({ hasText: transactionId });
      await teamRow.getByLabel(t('Pickup on', 'admin')).fill(localInput(48));
      await teamRow.getByRole('button', { name: exactly(t('Schedule the pickup', 'admin')) }).click();
      await teamRow.getByRole('button', { name: exactly(t('Record the inspection', 'admin')) }).waitFor();
      await seenByBuyer(page, card, t('Pickup scheduled', 'account'));

      // The administrator records the inspection and issues the refund from the vehicle screen; the buyer sees each step.
      await admin.reload();
      const row = panel.getByRole('listitem').filter({ hasText: transactionId });

      await row.getByLabel(t('Odometer at inspection (km)', 'admin')).fill('12160');
      await row.getByLabel(t('Inspection notes', 'admin')).fill('As delivered');
      await row.getByRole('button', { name: exactly(t('Record the inspection', 'admin')) }).click();
      await row.getByRole('button', { name: exactly(t('Issue the refund', 'admin')) }).waitFor();
      await seenByBuyer(page, card, t('Vehicle inspected: your refund follows.', 'account'));

      await row.getByRole('button', { name: exactly(t('Issue the refund', 'admin')) }).click();
      // The vehicle screen keeps every return of the vehicle: this one now refunded, with no step left.
      await row.getByText(t('Refunded', 'admin')).waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      await seenByBuyer(page, card, t('Refund issued', 'account'));
      expect(buyerPage.errors).toEqual([]);
      expect(staffPage.errors).toEqual([]);
      expect(teamPage.errors).toEqual([]);
    } finally {
      for (const opened of [buyerPage, staffPage, teamPage]) await opened.context.close();
    }

    /** The buyer's next dashboard load, once staff's step reached the read models, shows it. */
    async function seenByBuyer(page: Page, card: Locator, status: string) {
      await server.waitForProjections();
      await page.reload();
      await statusIs(card, status);
    }
  });

  it('shows the buyer\'s dashboard and documents in en-ca (a lighter pass: what it reads holds before the return and after it)', async () => {
    const lang: Lang = 'en-ca';
    const t = (s: string) => text(lang, s);
    const { buyer, transactionId } = signed;
    const { context, page, errors } = await signedIn(buyer.client);
    try {
      // The dashboard: the transactions card where the return is asked for, and the documents card with both PDFs.
      await page.goto(`${server.server.url}/${lang}/customer/dashboard`);
      await page.getByRole('heading', { level: 2, name: exactly(t('My transactions')) }).waitFor();
      const documents = page.locator('li', { has: page.getByRole('heading', { level: 2, name: exactly(t('My documents')) }) });
      await documents.getByRole('link', { name: new RegExp(`^${escape(t('Purchase contract'))}`) }).waitFor();
      expect(await documents.getByRole('link', { name: new RegExp(`^${escape(t('Deposit receipt'))}`) }).getAttribute('href'))
        .toBe(`/api/customers/documents/deposit_receipt/${transactionId}?language=${lang}`);
      // My documents, in the app.
      await documents.getByRole('link', { name: exactly(t('See my documents')) }).click();
      await heading(page, t('My documents'));
      await page.getByRole('link', { name: new RegExp(`^${escape(t('Purchase contract'))}`) }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the return's status badge starts with `status` (a pickup's date or the refund's amount may follow). */
async function statusIs(card: Locator, status: string) {
  await card.getByTestId('return-status').filter({ hasText: new RegExp(`^${escape(status)}`) }).waitFor();
}

/** A buyer of dealer 1's vehicle who paid the deposit and signed the contract. */
async function signedPurchase(server: PurchaseTestServer) {
  const reserved = await reservedPurchase(server);
  await signContract(reserved.buyer.client, reserved.transactionId);
  return reserved;
}
