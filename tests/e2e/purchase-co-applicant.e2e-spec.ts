import type { Browser, Page } from 'playwright-core';
import { vehicleStreamId } from '@marketplace/domain';
import { PASSWORD } from '../api/identity/support';
import { consentAndSubmit, fillApplication, studentWithoutIncome } from '../api/credit/support';
import { daysFromNow, eventually, GPS_PHOTO, payDeposit, PERSONAL, startPurchase, startPurchaseServer, streamTypes, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import type { Client } from '../support/http-client';
import { pdfText } from '../support/pdf-text';
import { exactly, heading, type Lang, loginThroughUi, openPage, openSignedInPage, text } from './web-support';

/**
 * Issue 42 item 2, the co-applicant path (ADR 0063), in Chromium against the production build: a buyer whose latest
 * pre-qualification is "not eligible" applies again in step 3 with a co-applicant, is pre-qualified on the joint file
 * (the simulated bureau decides by name, date of birth and postal code), and places the finance order at the
 * pre-qualified rate; the review and the signed contract name the co-applicant and state the credit's figures, and
 * the credit-applications page shows the decision as joint. The journey runs in en-ca at 1366 px, each screen also
 * photographed at 390 px; fr-ca gets a lighter pass on a 390 px phone over step 3's co-applicant section (issue #44).
 * Steps 1-2 and 4-7 are the API's (purchase.e2e-spec.ts walks them in the page).
 */
let browser: Browser;
let t: PurchaseTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startPurchaseServer({}, { vehicles: 8 });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const ok = (r: { status: number; body: any }, what: string) => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
/** Money as the review and the contract write it, spaces made plain ("20 690,00 $", "$20,690.00"). */
const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr-ca' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100).replace(/\s/g, ' ');
/** A percentage as the locale formatter writes it: "6.99%" in English, "6,99 %" in French. */
const pct = (value: number, lang: Lang) => (lang === 'fr-ca' ? `${value.toLocaleString('fr-CA')} %` : `${value.toLocaleString('en-CA')}%`);
/** A label as it starts (a required field's label ends with its star). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const shown = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** Photographs the page at both widths, then goes back to the test's own. */
async function bothWidths(page: Page, name: string, width: number) {
  for (const w of [390, 1366]) {
    await page.setViewportSize({ width: w, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await screenshot(page, `${name}-${w}`);
  }
  await page.setViewportSize({ width, height: 900 });
}

/** The buyer's part-time student job: $600 a month, too little alone. Her partner's: $90,000 a year. */
const HER = { dateOfBirth: '1999-03-12', occupancyDate: '2021-08-01', hiringDate: '2024-09-01', income: '600', rent: '500' };
const taken = new Set<string>();
const JEAN = { firstName: 'Jean', lastName: 'Gagnon', dateOfBirth: '1984-11-03', hiringDate: '2015-05-04', income: '90000' };

/**
 * A buyer whose profile is in `lang` and whose own pre-qualification, from the credit wizard, is not eligible (a student
 * without income), with a purchase of the cheapest vehicle no other case took (under the joint maximum) at step 3.
 */
async function notEligibleAtStep3(lang: Lang) {
  const { client, email } = await t.buyer();
  // Her profile is in the page's language: the contract and the emails follow the profile (ADR 0060).
  ok(await client.post('/user/update-user-self', { body: { Language_Id: lang === 'fr-ca' ? 2 : 1 } }), 'language');
  const applicationId = await fillApplication(client, studentWithoutIncome());
  expect(ok(await consentAndSubmit(t.server, client, applicationId), 'credit').decision.outcome).toBe('not_eligible');
  await t.waitForProjections();
  const vehicle = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select(['id', 'price']).where('status', '=', 'available')
    .where('id', 'not in', [...taken, '00000000-0000-0000-0000-000000000000']).orderBy('price').orderBy('id').executeTakeFirstOrThrow();
  const vehicleId = vehicle.id as string;
  taken.add(vehicleId);
  const { transactionId } = await startPurchase(client, vehicleId);
  const save = (step: string, data: unknown) => client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } });
  ok(await save('personal-details', PERSONAL), 'personal details');
  ok(await save('trade-in', { skip: true }), 'trade-in');
  return { client, email, applicationId, vehicle, vehicleId, transactionId };
}

/** A fresh page signed in as the API client's user (its session and CSRF cookies), without the login page: the lighter pass's. */
const signedIn = (client: Client) => openSignedInPage(browser, client, t.server.url);

describe('a buyer not eligible alone applies with a co-applicant', () => {
  it('en-ca, at 1366 px: is pre-qualified on the joint file and places the finance order at the pre-qualified rate; review, contract and credit page name the co-applicant', async () => {
    const [lang, width] = ['en-ca', 1366] as const;
    const tr = (s: string, values?: Record<string, string>) => text(lang, s, values);
    // The buyer's own pre-qualification, from the credit wizard: a student without income, not eligible.
    const { client, email, applicationId, vehicle, vehicleId, transactionId } = await notEligibleAtStep3(lang);

    const { context, page, errors } = await openPage(browser);
    context.setDefaultTimeout(20_000);
    await page.setViewportSize({ width, height: 900 });
    try {
      await loginThroughUi(page, t.server.url, lang, email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));

      // Step 3: the pre-qualification does not allow credit; the buyer applies again, with a co-applicant.
      await page.goto(`${t.server.url}/${lang}/buy-online/payment-method?vehicleId=${vehicleId}`);
      await heading(page, tr('Cash, finance or lease'));
      await page.getByText(tr('Not eligible'), { exact: false }).first().waitFor();
      expect(await shown(page, 'credit-rate')).toBe(tr('Your latest pre-qualification does not allow credit: pay cash, apply with a co-applicant below, or ask a person to review it.').replace(/\s+/g, ' '));
      await page.getByRole('button', { name: exactly(tr('Apply again with a co-applicant')) }).click();
      const section = page.getByTestId('co-applicant');
      await section.waitFor();
      // The section closes and opens again at the buyer's will.
      await section.getByRole('button', { name: exactly(tr('Remove the co-applicant')) }).click();
      await page.getByTestId('co-applicant-closed').waitFor();
      await bothWidths(page, `purchase-co-applicant-closed-${lang}`, width);
      await page.getByRole('button', { name: exactly(tr('Add a co-applicant')) }).click();
      await section.waitFor();

      await page.locator('select[name="frequency"]').selectOption('12');
      await page.locator('input[name="downPayment"]').fill(String(Math.round(Number(vehicle.price) * 0.3) / 100));
      await page.locator('input[name="applicant.dateOfBirth"]').fill(HER.dateOfBirth);
      await page.locator('select[name="applicant.maritalStatus"]').selectOption('common_law');
      await page.locator('select[name="applicant.gender"]').selectOption('female');
      await page.locator('select[name="applicant.residentialStatus"]').selectOption('rent');
      await page.locator('input[name="applicant.monthlyResidentialPayment"]').fill(HER.rent);
      await page.locator('input[name="applicant.occupancyDate"]').fill(HER.occupancyDate);
      await page.locator('select[name="applicant.employment.status"]').selectOption('student');
      await page.locator('input[name="applicant.employment.hiringDate"]').fill(HER.hiringDate);
      await page.locator('input[name="applicant.employment.grossIncome"]').fill(HER.income);
      await page.locator('select[name="applicant.employment.frequency"]').selectOption('monthly');
      await page.locator('input[name="applicant.creditApplicationConsent"]').check();

      // The co-applicant, by their labels in the page's language; without their own consent first.
      await section.getByRole('textbox', { name: exactly(tr("Co-applicant's first name")) }).fill(JEAN.firstName);
      await section.getByRole('textbox', { name: exactly(tr("Co-applicant's last name")) }).fill(JEAN.lastName);
      await section.getByLabel(startsWith(tr("Co-applicant's date of birth"))).fill(JEAN.dateOfBirth);
      await section.getByRole('combobox', { name: exactly(tr('Relationship to you')) }).selectOption('common_law_partner');
      expect(await section.getByRole('checkbox', { name: exactly(tr('Lives at my address')) }).isChecked()).toBe(true);
      await section.getByRole('combobox', { name: exactly(tr("Co-applicant's employment status")) }).selectOption('employed');
      await section.getByRole('textbox', { name: exactly(tr('Employer')) }).fill('Hydro-Québec');
      await section.getByLabel(startsWith(tr('Hired on'))).fill(JEAN.hiringDate);
      await section.getByRole('textbox', { name: exactly(tr("Co-applicant's gross income ($)")) }).fill(JEAN.income);
      await page.getByRole('button', { name: exactly(tr('Save and continue')) }).click();
      await section.getByText(tr("The co-applicant's own consent is required to check their credit file."), { exact: true }).waitFor();
      await section.getByRole('checkbox', { name: exactly(tr('{firstName} consents to this credit application being sent to lenders with mine, and to their credit file being checked for that purpose.', { firstName: 'Jean' })) }).check();
      await bothWidths(page, `purchase-co-applicant-step-${lang}`, width);
      await page.getByRole('button', { name: exactly(tr('Save and continue')) }).click();
      await heading(page, tr('Protection plan'));

      // The joint decision travels with the purchase: pre-qualified, with its rate and maximum (read by another session).
      await t.waitForProjections();
      const review = () => client.get('/revieworder/get-review-order-details', { query: { transactionId, language: lang } }).then((r) => ok(r, 'review'));
      const decided = (await review()).creditDecision;
      expect(decided).toMatchObject({ outcome: 'congratulations', coApplicant: true });
      expect(decided.applicationId).not.toBe(applicationId);

      // Steps 4 to 7 through the API, then the review and the signature in the page.
      ok(await client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }), 'plan');
      ok(await client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(3) } }), 'delivery');
      for (const side of ['front', 'back']) ok(await client.post('/customers/upload-driverslicence', { body: { transactionId, side, data: GPS_PHOTO.toString('base64') } }), side);
      ok(await client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }), 'licence');
      await payDeposit(client, transactionId);
      await eventually(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
      await t.waitForProjections();
      const r = await review();
      const f = r.prices.deal.finance;
      expect(r.prices.credit).toEqual({ status: 'eligible', ratePercent: decided.ratePercent, maxAmount: decided.maxAmount });
      expect(f.ratePercent).toBe(decided.ratePercent);
      expect(f.amountFinanced).toBeLessThanOrEqual(decided.maxAmount);
      expect(r.coApplicant).toEqual({ firstName: 'Jean', lastName: 'Gagnon', relationship: 'common_law_partner' });

      await page.goto(`${t.server.url}/${lang}/buy-online/review?vehicleId=${vehicleId}`);
      await heading(page, tr('Review order'));
      await page.getByTestId('review-deal').waitFor();
      expect(await shown(page, 'review-co-applicant')).toBe(`Jean Gagnon · ${tr('Common-law partner')}`);
      expect(await shown(page, 'review-rate')).toBe(pct(f.ratePercent, lang));
      expect(await shown(page, 'review-apr')).toBe(pct(f.apr, lang));
      expect(await shown(page, 'review-amount-financed')).toBe(money(f.amountFinanced, lang));
      expect(await shown(page, 'review-cost-of-borrowing')).toBe(money(f.costOfBorrowing, lang));
      expect(await shown(page, 'review-total-obligation')).toBe(money(f.totalObligation, lang));
      expect(await shown(page, 'review-payment')).toBe(money(f.payment, lang));
      expect(await page.getByTestId('review-credit-blocker').count()).toBe(0);
      await bothWidths(page, `purchase-co-applicant-review-${lang}`, width);

      const pad = page.getByTestId('signature-pad');
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25));
      await page.mouse.up();
      await page.getByRole('button', { name: exactly(tr('Sign and place my order')) }).click();
      await heading(page, tr('Your order is placed'));

      // The signed contract: French first (a Quebec buyer), with the English version from an English page.
      const contract = await page.request.get(`${t.server.url}/api/revieworder/contract/${transactionId}`);
      expect(contract.status()).toBe(200);
      const pdf = pdfText(await contract.body());
      const fr: Lang = 'fr-ca';
      expect(pdf).toContain('Codemandeur (demande de cr\xe9dit conjointe) Jean Gagnon Conjoint de fait');
      expect(pdf).toContain(`Taux annuel du cr\xe9dit (TAC) ${pct(f.apr, fr)}`);
      expect(pdf).toContain(`Montant financ\xe9 ${money(f.amountFinanced, fr)}`);
      expect(pdf).toContain(`Frais de cr\xe9dit totaux ${money(f.costOfBorrowing, fr)}`);
      expect(pdf).toContain('Co-applicant (joint credit application) Jean Gagnon Common-law partner');
      expect(pdf).toContain(`Annual percentage rate (APR) ${pct(f.apr, lang)}`);
      expect(pdf).toContain(`Amount financed ${money(f.amountFinanced, lang)}`);

      // The credit-applications page: the joint decision, its co-applicant, and the household's income among its factors.
      await page.goto(`${t.server.url}/${lang}/customer/credit-applications`);
      await heading(page, tr('Credit applications'));
      const card = page.locator(`[data-application="${decided.applicationId}"]`);
      await card.getByText(tr('A joint application: decided with a co-applicant.'), { exact: true }).waitFor();
      await card.getByText(tr('Co-applicant: {coApplicant}', { coApplicant: 'Jean Gagnon' }), { exact: true }).waitFor();
      const factors = await card.locator('ul.credit-factors > li').allInnerTexts();
      const household = new Intl.NumberFormat(lang, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(8_100);
      expect(factors).toContain(tr("With your co-applicant, your household's gross monthly income is {0}.", { 0: household }));
      expect(factors).toContain(tr("Your co-applicant's credit file strengthens the application."));
      expect(await page.locator(`[data-application="${applicationId}"]`).getByText(tr('A joint application: decided with a co-applicant.')).count()).toBe(0);
      await bothWidths(page, `purchase-co-applicant-credit-page-${lang}`, width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fr-ca, on a 390 px phone (a lighter pass): step 3 says why credit is refused and asks for the co-applicant in French', async () => {
    const lang: Lang = 'fr-ca';
    const tr = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const { client, vehicleId } = await notEligibleAtStep3(lang);
    const { context, page, errors } = await signedIn(client);
    context.setDefaultTimeout(20_000);
    await page.setViewportSize({ width: 390, height: 900 });
    try {
      await page.goto(`${t.server.url}/${lang}/buy-online/payment-method?vehicleId=${vehicleId}`);
      await heading(page, tr('Cash, finance or lease'));
      await page.getByText(tr('Not eligible'), { exact: false }).first().waitFor();
      expect(await shown(page, 'credit-rate')).toBe(tr('Your latest pre-qualification does not allow credit: pay cash, apply with a co-applicant below, or ask a person to review it.').replace(/\s+/g, ' '));
      await page.getByRole('button', { name: exactly(tr('Apply again with a co-applicant')) }).click();
      const section = page.getByTestId('co-applicant');
      for (const label of ["Co-applicant's first name", "Co-applicant's last name", "Co-applicant's gross income ($)"]) {
        await section.getByRole('textbox', { name: exactly(tr(label)) }).waitFor();
      }
      for (const label of ['Relationship to you', "Co-applicant's employment status"]) await section.getByRole('combobox', { name: exactly(tr(label)) }).waitFor();
      expect(await section.getByRole('checkbox', { name: exactly(tr('Lives at my address')) }).isChecked()).toBe(true);
      await section.getByRole('button', { name: exactly(tr('Remove the co-applicant')) }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `purchase-co-applicant-step-${lang}-390`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
