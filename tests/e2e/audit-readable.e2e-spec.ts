import type { Browser } from 'playwright-core';
import { eventSentence, transactionStreamId, UserType } from '@marketplace/domain';
import { userOfType } from '../api/identity/support';
import { completeFormSteps, GPS_PHOTO, payDeposit, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import type { Client } from '../support/http-client';
import { pollUntil } from '../support/poll';
import { exactly, heading, type Lang, openAuditConsole, openPage, openSignedInPage, openTimeline, text } from './web-support';

/**
 * Issue #46 items 3 to 5 on screen (ADR 0078): support finds the buyer by part of their name, reads the purchase's
 * timeline as sentences in their own language (the customer by name, the deposit in that language's money format, a
 * link to the payment), opens the raw event, sees the state at that version and what the customer saw then, and
 * compares two versions. The journey runs in fr-ca (French money in the sentences); en-ca gets a lighter pass over the
 * same purchase's timeline, its sentences in English (issue #44).
 */
let t: PurchaseTestServer;
let browser: Browser;
const tag = Date.now().toString(36);

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

describe('audit console, readable', () => {
  const lang: Lang = 'fr-ca';
  /** A buyer who paid the deposit of a purchase, the super admin who reads it, and what the timeline says of them. */
  let admin: Awaited<ReturnType<typeof userOfType>>;
  let last: string;
  let who: string;
  let subject: string;
  let paid: { amount: number; paymentIntentId: string };

  beforeAll(async () => {
    admin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Odile', lastName: 'Audit0' });
    last = `Tremblay${tag}0`;
    const buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Marie-Ève', lastName: last });
    const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
    await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
    await payDeposit(buyer.client, transactionId);
    subject = transactionStreamId(transactionId);
    await pollUntil(async () => (await t.server.infra.store.readStream(subject)).some((e) => e.type === 'DepositPaid'));
    await t.waitForProjections();
    paid = (await t.server.infra.store.readStream(subject)).find((e) => e.type === 'DepositPaid')!.data as { amount: number; paymentIntentId: string };
    who = `Marie-Ève ${last}`;
  });

  it(`finds a buyer by part of their name and reads the purchase as sentences, at any version (${lang})`, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await openAuditConsole(page, t.server.url, lang, admin);
      // Part of the name, without its accent and in another case.
      await page.getByRole('searchbox', { name: exactly(text(lang, 'Find')) }).fill(`marie-eve ${last.slice(0, -2).toUpperCase()}`);
      await page.getByRole('button', { name: exactly(text(lang, 'Find')) }).click();
      const found = page.locator('ul.audit-subjects li', { has: page.locator(`[data-subject="${subject}"]`) });
      await found.locator('[data-matched="name"]', { hasText: text(lang, 'Found by name') }).waitFor();
      await page.locator(`[data-subject="${subject}"]`).click();
      await heading(page, text(lang, 'Timeline of {subjectId}', { subjectId: subject }), 2);
      expect(await page.locator('.audit-customer').textContent()).toBe(text(lang, 'Customer: {customerName}', { customerName: who }));

      const started = page.locator('table.audit-timeline tr[data-type="TransactionStarted"]');
      expect(await started.locator('.audit-timeline__summary').textContent()).toBe(eventSentence({ kind: 'purchase.started', values: { who } }, lang));
      const deposit = page.locator('table.audit-timeline tr[data-type="DepositPaid"]');
      // The sentences are the domain's (ADR 0090), the same for the console and the bundle's PDF.
      const sentence = eventSentence({ kind: 'purchase.deposit-paid', values: { who, amount: paid.amount } }, lang);
      expect(await deposit.locator('.audit-timeline__summary').textContent()).toContain(sentence);
      const payment = deposit.getByRole('link', { name: text(lang, 'Open payment {0}', { 0: paid.paymentIntentId }) });
      // The payment's own page in the console (issue #46).
      expect(await payment.getAttribute('href')).toBe(`/${lang}/admin/payments/${paid.paymentIntentId}`);
      await screenshot(page, `audit-readable-timeline-${lang}`);

      // The raw event one click away, the state at that version, and what the customer saw then.
      await deposit.getByRole('button', { name: 'DepositPaid' }).click();
      const raw = page.getByLabel(text(lang, 'Raw event'), { exact: true });
      await raw.waitFor();
      expect(await raw.textContent()).toContain(paid.paymentIntentId);
      const version = Number(new URL(page.url()).searchParams.get('event')!.split(':').pop());
      const state = page.getByLabel(text(lang, 'State at version #{version}', { version: String(version) }), { exact: true });
      await state.waitFor();
      expect(await state.textContent()).toContain('"paid": true');
      await page.waitForURL((url) => url.searchParams.has('at'));
      await page.locator('.audit-customer-view [data-field="step"]').waitFor();

      // Compare with the purchase's first version: the deposit is among the differences.
      await page.locator('table.audit-timeline tr[data-type="TransactionStarted"]').getByRole('button', { name: text(lang, 'Compare with #{0}', { 0: '1' }) }).click();
      const compared = page.getByRole('table', { name: text(lang, 'Changes between the two versions') });
      await compared.waitFor();
      await compared.getByRole('cell', { name: 'deposit.paid', exact: true }).waitFor();
      await screenshot(page, `audit-versions-${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads the purchase\'s timeline as sentences in en-ca, with English money (a lighter pass)', async () => {
    const en: Lang = 'en-ca';
    const { context, page, errors } = await signedIn(admin.client);
    try {
      await openTimeline(page, t.server.url, en, subject);
      expect(await page.locator('.audit-customer').textContent()).toBe(text(en, 'Customer: {customerName}', { customerName: who }));
      const started = page.locator('table.audit-timeline tr[data-type="TransactionStarted"]');
      expect(await started.locator('.audit-timeline__summary').textContent()).toBe(eventSentence({ kind: 'purchase.started', values: { who } }, en));
      const deposit = page.locator('table.audit-timeline tr[data-type="DepositPaid"]');
      expect(await deposit.locator('.audit-timeline__summary').textContent()).toContain(eventSentence({ kind: 'purchase.deposit-paid', values: { who, amount: paid.amount } }, en));
      await deposit.getByRole('link', { name: text(en, 'Open payment {0}', { 0: paid.paymentIntentId }) }).waitFor();
      await screenshot(page, `audit-readable-timeline-${en}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
