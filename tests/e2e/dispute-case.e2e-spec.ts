import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { disputeStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import { verifyBundle, type BundleManifest } from '../../apps/server/src/modules/audit/audit.public';
import { userOfType } from '../api/identity/support';
import { completeFormSteps, GPS_PHOTO, payDeposit, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';
import type { Client } from '../support/http-client';
import { pollUntil } from '../support/poll';
import { downloadedBytes, launchBrowser, screenshot } from '../support/browser';
import { exactly, heading, type Lang, openAuditConsole, openPage, openSignedInPage, text } from './web-support';

/**
 * Issue #46 (must show): a card dispute's webhook arrives for a finalized purchase; support finds the buyer, opens the
 * case, reviews the pre-filled evidence, edits it and submits it; the Stripe stand-in receives the evidence with the
 * signed contract and the deposit receipt attached; the purchase's timeline shows the submission; the bundle holds
 * the contract, the receipt and evidence.json, its manifest checking; the deposit's event leads to the payment's own
 * page, and support's list of disputes leads back to the case. The journey runs in fr-ca (a French buyer: the evidence
 * is in French); en-ca gets a lighter pass over the list of disputes and the case, on the same dispute before the
 * journey submits it (issue #44).
 */
let t: PurchaseTestServer;
let browser: Browser;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** A fresh page signed in as the API client's user (its session and CSRF cookies), without the login page: the lighter pass's. */
const signedIn = (client: Client) => openSignedInPage(browser, client, t.server.url);

describe('card dispute case', () => {
  const lang: Lang = 'fr-ca';
  /** A finalized purchase of a French buyer whose deposit the card's issuer disputes, and the admin who handles it. */
  let admin: Awaited<ReturnType<typeof userOfType>>;
  let buyer: Awaited<ReturnType<typeof userOfType>>;
  let lastName: string;
  let transactionId: string;
  let intent: { paymentIntentId: string };
  let dispute: { id: string };
  let subject: string;

  beforeAll(async () => {
    admin = await userOfType(t.server, UserType.Admin, { firstName: 'Diane', lastName: 'Litige' });
    // The buyer speaks the journey's language: the evidence sent to Stripe is in theirs.
    lastName = `Gagnon${Date.now().toString(36)}0`;
    buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Éloïse', lastName, languageId: 2 });
    ({ transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]));
    await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
    ({ intent } = await payDeposit(buyer.client, transactionId));
    await signContract(buyer.client, transactionId);
    // The card's issuer disputes the deposit: Stripe's signed charge.dispute.created reaches the server.
    dispute = await t.server.standIn.dispute(intent.paymentIntentId, 'fraudulent');
    await pollUntil(async () => (await t.server.infra.store.readStream(disputeStreamId(transactionId))).length > 0);
    await t.waitForProjections();
    subject = transactionStreamId(transactionId);
  });

  it('shows support the list of disputes and the case to answer in en-ca (a lighter pass, nothing submitted)', async () => {
    const en: Lang = 'en-ca';
    const { context, page, errors } = await signedIn(admin.client);
    try {
      await page.goto(`${t.server.url}/${en}/admin/disputes`);
      await heading(page, text(en, 'Card disputes'));
      const listed = page.locator(`tr[data-dispute="${dispute.id}"]`);
      await listed.locator('[data-status="needs_response"]').waitFor();
      await listed.getByRole('link', { name: text(en, 'Open the case of {0}', { 0: subject }) }).click();
      await heading(page, text(en, 'Card dispute of {subjectId}', { subjectId: subject }));
      await page.getByText(text(en, "The evidence below is pre-filled from the purchase's events. Review it before you submit it.")).waitFor();
      expect(await page.getByRole('list', { name: text(en, 'Files attached on submission') }).textContent()).toContain('contract-v1.pdf');
      await page.getByRole('button', { name: text(en, 'Submit the evidence to Stripe') }).waitFor();
      await page.getByRole('link', { name: text(en, 'Download the dispute bundle') }).waitFor();
      await screenshot(page, `dispute-case-${en}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(`takes support from a dispute's webhook to the evidence submitted to Stripe (${lang})`, async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await openAuditConsole(page, t.server.url, lang, admin);
      // Support knows only part of the buyer's name, typed without its accents (issue #46's must-show).
      await page.getByRole('searchbox', { name: exactly(text(lang, 'Find')) }).fill(`eloise ${lastName.slice(0, -3)}`);
      await page.getByRole('button', { name: exactly(text(lang, 'Find')) }).click();
      await page.locator('ul.audit-subjects li', { has: page.locator(`[data-subject="${subject}"]`) }).locator('[data-matched="name"]').waitFor();
      await page.locator(`[data-subject="${subject}"]`).click();
      await heading(page, text(lang, 'Timeline of {subjectId}', { subjectId: subject }), 2);
      await page.getByRole('link', { name: exactly(text(lang, 'Card dispute')) }).click();
      await heading(page, text(lang, 'Card dispute of {subjectId}', { subjectId: subject }));

      const card = page.locator('.audit-dispute');
      await card.locator('[data-status="needs_response"]').waitFor();
      await page.getByText(text(lang, "The evidence below is pre-filled from the purchase's events. Review it before you submit it.")).waitFor();
      expect(await page.getByLabel('customer_email_address', { exact: true }).inputValue()).toBe(buyer.email);
      expect(await page.getByLabel('product_description', { exact: true }).inputValue()).toContain(lang === 'fr-ca' ? 'NIV' : 'VIN');
      const files = page.getByRole('list', { name: text(lang, 'Files attached on submission') });
      expect(await files.textContent()).toContain('contract-v1.pdf');
      expect(await files.textContent()).toContain('deposit-receipt.pdf');
      const note = `The buyer signed the contract online (${lang}).`;
      await page.getByLabel('uncategorized_text', { exact: true }).fill(note);
      await screenshot(page, `dispute-case-${lang}`);
      await page.getByRole('button', { name: text(lang, 'Submit the evidence to Stripe') }).click();
      await page.getByText(text(lang, 'The evidence was submitted to Stripe.')).waitFor();
      await card.locator('[data-status="under_review"]').waitFor();

      // The stand-in (Stripe) has the evidence: the text as edited, the contract and the receipt as uploaded files.
      const atStripe = await t.server.standIn.stripe.disputes.retrieve(dispute.id);
      expect(atStripe.evidence).toMatchObject({ uncategorized_text: note, customer_email_address: buyer.email });
      const contract = await t.server.standIn.stripe.files.retrieve(String(atStripe.evidence.customer_signature));
      const receipt = await t.server.standIn.stripe.files.retrieve(String(atStripe.evidence.receipt));
      expect({ contract: contract.filename, receipt: receipt.filename }).toEqual({ contract: 'contract-v1.pdf', receipt: 'deposit-receipt.pdf' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: text(lang, 'Download the dispute bundle') }).click(),
      ]);
      const entries = unzipSync(new Uint8Array(await downloadedBytes(download)));
      expect(Object.keys(entries)).toEqual(expect.arrayContaining(['contract-v1.pdf', 'deposit-receipt.pdf', 'evidence.json', `timeline-${lang}.pdf`]));
      const manifest = JSON.parse(Buffer.from(entries['manifest.json']).toString('utf8')) as BundleManifest;
      expect((await t.server.standIn.fileContents(contract.id)).sha256).toBe(manifest.files['contract-v1.pdf']);
      expect(await verifyBundle(t.server.infra.store, entries)).toEqual([]);

      // The purchase's timeline shows the submission (its dispute stream picked in the filter).
      await page.getByRole('link', { name: text(lang, 'Back to the timeline') }).click();
      await heading(page, text(lang, 'Timeline of {subjectId}', { subjectId: subject }), 2);
      await page.getByLabel(exactly(text(lang, 'Stream'))).selectOption(disputeStreamId(transactionId));
      await page.locator('table.audit-timeline tr[data-type="DisputeEvidenceSubmitted"]').waitFor();

      // The deposit's event leads to the payment's own page: Stripe's view of it, its card and its dispute.
      await page.getByLabel(exactly(text(lang, 'Stream'))).selectOption(subject);
      const paid = page.locator('table.audit-timeline tr[data-type="DepositPaid"]');
      await paid.getByRole('link', { name: text(lang, 'Open payment {0}', { 0: intent.paymentIntentId }) }).click();
      await heading(page, text(lang, 'Payment {paymentIntentId}', { paymentIntentId: intent.paymentIntentId }));
      await page.locator('.audit-payment__card', { hasText: '4242' }).waitFor();
      await page.getByRole('table', { name: exactly(text(lang, 'Disputes')) }).getByText(dispute.id).waitFor();
      await screenshot(page, `payment-page-${lang}`);

      // Support's list of disputes: this one, submitted, one click from its case.
      // "Under review" is Stripe's answer to the submission (charge.dispute.updated, a webhook): support reloads the
      // list until it shows, as a person would (a page drawn before the webhook came stays as it was).
      const listed = page.locator(`tr[data-dispute="${dispute.id}"]`);
      await pollUntil(async () => {
        await page.goto(`${t.server.url}/${lang}/admin/disputes`);
        await heading(page, text(lang, 'Card disputes'));
        await listed.waitFor();
        return (await listed.locator('[data-status="under_review"]').count()) > 0;
      }, 30_000, { what: 'the dispute listed as under review', everyMs: 500 });
      await screenshot(page, `dispute-list-${lang}`);
      await listed.getByRole('link', { name: text(lang, 'Open the case of {0}', { 0: subject }) }).click();
      await heading(page, text(lang, 'Card dispute of {subjectId}', { subjectId: subject }));
      // The case as read again (its heading shows first): the test ends with no request of the page's still running,
      // which the server's stop would otherwise cut (Jest then fails the file for a require after its teardown).
      await card.locator('[data-status="under_review"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
