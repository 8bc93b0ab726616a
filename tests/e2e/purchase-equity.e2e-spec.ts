import type { Browser, Page } from 'playwright-core';
import {
  computeDeal, formatMoney, formatPercent, localDate, taxesFor, toProvince, transactionStreamId, vehicleStreamId, type Deal, type DealInput,
} from '@marketplace/domain';
import { PASSWORD } from '../api/identity/support';
import { consentAndSubmit, fillApplication, steadyApplicant, studentWithoutIncome } from '../api/credit/support';
import {
  daysFromNow, eventually, expectProblem, GPS_PHOTO, payDeposit, PERSONAL, signature, startPurchase, startPurchaseServer, streamTypes, tradeInOffered,
  type Client, type PurchaseTestServer,
} from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { exactly, heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue #42 in Chromium: every equity case places the order, and the review and the signed contract state the figures
 * libs/domain's computeDeal gives for the same inputs (ADR 0057); finance takes the pre-qualified rate and a
 * not-eligible buyer cannot place a finance order. The steps before the review are the API's (the steps' own e2e is
 * purchase.e2e-spec.ts); the review, the contract read before signing, the signature and the order are the page's.
 * Each case runs in one language, alternating (issue #44): a French buyer (profile and pages in French) on a 390 px
 * phone for positive equity, negative equity financed and the lease (the pages' French amounts and rates), an English
 * one on a 1366 px screen for negative equity in cash, the surplus and the not-eligible buyer. The contract is in the
 * buyer's language, French first for their Quebec address (ADR 0060): an English buyer's has both versions; each
 * line's English wording is contract-pdf.spec.ts's.
 */
let browser: Browser;
let t: PurchaseTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startPurchaseServer({}, { vehicles: 24 });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const DAY = 86_400_000;
const ok = (r: { status: number; body: any }, what: string) => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

/** A PDF's text on one line, its spaces made plain: a contract's label and its figure read "label figure". */
const contractText = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
/** Money and percentages as the page and the contract write them (the shared locale formatter, ADR 0060), spaces made plain: "20 690,00 $", "17,99 %", "17.99%". */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money = (cents: number, lang: Lang) => plain(formatMoney(cents, lang, { cents: true }));
const pct = (value: number, lang: Lang) => plain(formatPercent(value, lang));
/** Where each language's buyer shops: a French buyer on a phone, an English one on a laptop. */
const VIEWPORT: Record<Lang, { width: number; height: number }> = { 'fr-ca': { width: 390, height: 844 }, 'en-ca': { width: 1366, height: 768 } };
const shown = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();

interface Purchase {
  readonly client: Client;
  readonly email: string;
  readonly vehicleId: string;
  readonly transactionId: string;
  readonly price: number;
}

const taken = new Set<string>();

/** The next vehicle no test has bought yet, or the cheapest of them (a finance case that must stay under its maximum). */
async function freeVehicle(cheapest: boolean): Promise<string> {
  const free = t.vehicleIds.filter((id) => !taken.has(id));
  const id = cheapest
    ? String((await t.server.infra.db.selectFrom('catalog.vehicle_listings').select('id').where('id', 'in', free).orderBy('price').orderBy('id').executeTakeFirstOrThrow()).id)
    : free[0]!;
  taken.add(id);
  return id;
}
/**
 * A buyer whose profile is in `lang`, with a vehicle of their own to trade in (when `tradeIn` says how much it is worth
 * against the price) and, when asked, a pre-qualification.
 */
async function buyer(lang: Lang, o: { credit?: 'eligible' | 'not_eligible'; cheapest?: boolean; tradeIn?: (price: number) => { value: number; balanceOwed: number } }) {
  const { client, email } = await t.buyer();
  ok(await client.post('/user/update-user-self', { body: { Language_Id: lang === 'fr-ca' ? 2 : 1 } }), 'language');
  // Documents follow the profile's language as identity's read model holds it: wait until it holds this one (on a
  // loaded host the projection may lag the few seconds to the contract, and the contract would be in the former one).
  await t.waitForProjections();
  const vehicleId = await freeVehicle(o.cheapest ?? false);
  const row = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select(['price']).where('id', '=', vehicleId).executeTakeFirstOrThrow();
  const price = Number(row.price);
  let decision: { indicativeRate: number | null; approvedAmount: { max: number } | null; outcome: string } | null = null;
  if (o.credit) {
    const applicationId = await fillApplication(client, o.credit === 'eligible' ? steadyApplicant() : studentWithoutIncome());
    decision = ok(await consentAndSubmit(t.server, client, applicationId), 'credit').decision;
    expect(decision!.outcome).toBe(o.credit === 'eligible' ? 'congratulations' : 'not_eligible');
    await t.waitForProjections();
  }
  const tradeIn = o.tradeIn?.(price) ?? null;
  const tradeInId = tradeIn ? await tradeInOffered(t.server, client, new Date(), new Date(Date.now() + 7 * DAY), tradeIn.value) : null;
  const { transactionId } = await startPurchase(client, vehicleId);
  return { purchase: { client, email, vehicleId, transactionId, price } as Purchase, tradeIn, tradeInId, decision };
}

/** Steps 1-7 through the API: personal details in Quebec, the trade-in, the payment method, no plan, pickup, licence, deposit. */
async function throughTheDeposit(p: Purchase, tradeIn: { id: string; balanceOwed: number } | null, payment: Record<string, unknown>) {
  const transactionId = p.transactionId;
  const save = (step: string, data: unknown) => p.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } });
  ok(await save('personal-details', PERSONAL), 'personal details');
  ok(await save('trade-in', tradeIn ? { skip: false, tradeInId: tradeIn.id, balanceDue: tradeIn.balanceOwed, include: true } : { skip: true }), 'trade-in');
  ok(await save('payment-method', payment), 'payment method');
  ok(await p.client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }), 'plan');
  ok(await p.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(3) } }), 'delivery');
  for (const side of ['front', 'back']) {
    ok(await p.client.post('/customers/upload-driverslicence', { body: { transactionId, side, data: GPS_PHOTO.toString('base64') } }), `licence ${side}`);
  }
  ok(await p.client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }), 'licence');
  await payDeposit(p.client, p.transactionId);
  await eventually(async () => (await streamTypes(t.server, vehicleStreamId(p.vehicleId))).includes('VehicleReserved'));
  await t.waitForProjections();
}

/** The deal the domain function gives for this purchase's inputs: the held price, the taxes in force where it is handed over, the buyer's choices. */
async function expectedDeal(p: Purchase, choice: Omit<DealInput, 'province' | 'taxes' | 'productPrice' | 'protectionPlanPrice' | 'deliveryPrice' | 'vehicleCondition' | 'deposit' | 'lease'>) {
  const review = ok(await p.client.get('/revieworder/get-review-order-details', { query: { transactionId: p.transactionId } }), 'review');
  const prices = review.prices;
  const deal = computeDeal({
    ...choice,
    province: toProvince(prices.province), taxes: taxesFor(prices.province, { on: localDate(new Date(), prices.province), price: p.price }), productPrice: p.price,
    protectionPlanPrice: 0, deliveryPrice: 0, vehicleCondition: review.transaction.vehicle.condition, deposit: 25_000,
    lease: { residual: prices.lease.residual.amount, residualPercent: prices.lease.residual.value, kilometresPerYear: prices.lease.kilometresPerYear, excessKmCharge: 12 },
  });
  // The server's figures are the domain function's, all of them.
  expect(prices.deal).toEqual(JSON.parse(JSON.stringify(deal)));
  return deal;
}

/** Signs in, opens the review, reads the contract before signing, draws the signature and places the order; answers the signed contract's text. */
async function reviewAndSign(p: Purchase, lang: Lang, check: (page: Page) => Promise<void>, name: string): Promise<string> {
  const tr = (s: string) => text(lang, s);
  const { context, page, errors } = await openPage(browser);
  await page.setViewportSize(VIEWPORT[lang]);
  try {
    await loginThroughUi(page, t.server.url, lang, p.email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${t.server.url}/${lang}/buy-online/review?vehicleId=${p.vehicleId}`);
    await heading(page, tr('Review order'));
    await page.getByTestId('review-deal').waitFor();
    await check(page);
    // The contract can be read before signing: the same figures, marked as a draft.
    const href = await page.getByRole('link', { name: tr('Read the contract before signing (PDF)') }).getAttribute('href');
    const draft = await page.request.get(`${t.server.url}${href}`);
    expect(draft.headers()['content-type']).toBe('application/pdf');
    // In the buyer's language, French first for a Quebec address: an English buyer's draft has both.
    expect(contractText(await draft.body())).toContain('PROJET À LIRE - NON SIGNÉ');
    expect(contractText(await draft.body()).includes('DRAFT FOR READING - NOT SIGNED')).toBe(lang === 'en-ca');
    await screenshot(page, `purchase-equity-${name}-${lang}`);
    const pad = page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25));
    await page.mouse.up();
    await page.getByRole('button', { name: exactly(tr('Sign and place my order')) }).click({ timeout: 3_000 }).catch(async (e) => {
      throw new Error(`${String(e)}\n${(await page.locator("main").innerText()).slice(-1500)}`);
    });
    await heading(page, tr('Your order is placed')).catch(async (e) => {
      throw new Error(`${String(e)}\n${(await page.locator("main").innerText()).slice(-1500)}`);
    });
    const contract = await page.request.get(`${t.server.url}/api/revieworder/contract/${p.transactionId}`);
    expect(contract.status()).toBe(200);
    expect(errors).toEqual([]);
    return contractText(await contract.body());
  } finally {
    await context.close();
  }
}

/**
 * The contract's settlement lines in `lang` (Quebec: French first, for every buyer); `buyer` the buyer's language: an
 * English buyer's contract has its English version after the French, a French buyer's has none.
 */
function expectContractStates(contract: string, deal: Deal, lang: Lang, buyer: Lang = lang) {
  expect(contract.includes('Vehicle purchase agreement')).toBe(buyer === 'en-ca');
  const fr = lang === 'fr-ca';
  const m = (cents: number) => money(cents, lang);
  expect(contract).toContain(`${fr ? 'Prix total (taxes incluses)' : 'Total price (taxes included)'} ${m(deal.totalPrice)}`);
  if (deal.tradeIn) {
    expect(contract).toContain(`${fr ? 'Valeur de la reprise' : 'Value of the trade-in'} ${m(deal.tradeIn.value)}`);
    expect(contract).toContain(`${fr ? 'Solde dû sur la reprise (remboursé par le commerçant)' : 'Balance owed on the trade-in (paid off by the dealer)'} ${m(deal.tradeIn.balanceOwed)}`);
    expect(contract).toContain('2025 Honda Civic');
    expect(contract).toContain(fr ? '30 000 km' : '30,000 km');
  }
  if (deal.method !== 'lease') expect(contract).toContain(`${fr ? 'Montant dû après la reprise' : 'Amount owed after the trade-in'} ${m(deal.amountDue)}`);
  if (deal.refund > 0) expect(contract).toContain(m(deal.refund));
}

describe('every equity case places the order; review and contract state computeDeal\'s figures', () => {
  it('positive equity, cash (fr-ca): the trade-in value is credited before the taxes, the balance owed added after them', async () => {
    const lang: Lang = 'fr-ca';
    const { purchase, tradeIn, tradeInId } = await buyer(lang, { tradeIn: () => ({ value: 800_000, balanceOwed: 200_000 }) });
    await throughTheDeposit(purchase, { id: tradeInId!, balanceOwed: tradeIn!.balanceOwed }, { method: 'cash' });
    const deal = await expectedDeal(purchase, { tradeIn: tradeIn!, method: 'cash', downPayment: 0, termMonths: 60, ratePercent: 1, frequency: 52 });
    expect(deal.tradeIn!.equity).toBe(600_000);
    expect(deal.taxes.every((tax) => tax.tradeInCredited && tax.base === purchase.price - 800_000)).toBe(true);
    const contract = await reviewAndSign(purchase, lang, async (page) => {
      expect(await shown(page, 'review-amount-due')).toBe(money(deal.amountDue, lang));
      expect(await shown(page, 'review-left-to-pay')).toBe(money(deal.balanceAtDelivery, lang));
      expect(await shown(page, 'review-trade-in')).toContain('2025 Honda Civic');
    }, 'positive');
    expectContractStates(contract, deal, 'fr-ca', lang); // a Quebec buyer's contract is French first, and only French for a French buyer
  });

  it('negative equity, cash (en-ca): the balance owed above the value is added to what the buyer pays', async () => {
    const lang: Lang = 'en-ca';
    const { purchase, tradeIn, tradeInId } = await buyer(lang, { tradeIn: () => ({ value: 300_000, balanceOwed: 900_000 }) });
    await throughTheDeposit(purchase, { id: tradeInId!, balanceOwed: tradeIn!.balanceOwed }, { method: 'cash' });
    const deal = await expectedDeal(purchase, { tradeIn: tradeIn!, method: 'cash', downPayment: 0, termMonths: 60, ratePercent: 1, frequency: 52 });
    expect(deal.tradeIn!.equity).toBe(-600_000);
    expect(deal.amountDue).toBe(deal.totalPrice + 600_000);
    const contract = await reviewAndSign(purchase, lang, async (page) => {
      expect(await shown(page, 'review-amount-due')).toBe(money(deal.amountDue, lang));
      expect(await shown(page, 'review-left-to-pay')).toBe(money(deal.balanceAtDelivery, lang));
    }, 'negative-cash');
    expectContractStates(contract, deal, 'fr-ca', lang);
    // An English buyer's contract also carries its English version.
    expect(contract).toContain(`Amount owed after the trade-in ${money(deal.amountDue, lang)}`);
    expect(contract).toContain(`Balance to pay at delivery ${money(deal.balanceAtDelivery, lang)}`);
  });

  it('negative equity, finance (fr-ca): the balance owed above the value is rolled into the amount financed at the pre-qualified rate, with its APR and cost of borrowing', async () => {
    const lang: Lang = 'fr-ca';
    const { purchase, tradeIn, tradeInId, decision } = await buyer(lang, { credit: 'eligible', cheapest: true, tradeIn: () => ({ value: 300_000, balanceOwed: 900_000 }) });
    await throughTheDeposit(purchase, { id: tradeInId!, balanceOwed: tradeIn!.balanceOwed }, { method: 'finance', termMonths: 60, frequency: 12, downPayment: 500_000 });
    const rate = decision!.indicativeRate!;
    const deal = await expectedDeal(purchase, { tradeIn: tradeIn!, method: 'finance', downPayment: 500_000, termMonths: 60, ratePercent: rate, frequency: 12 });
    const f = deal.finance!;
    expect(deal.tradeIn!.equity).toBe(-600_000);
    // A $5,000 down payment keeps it under the pre-qualified maximum.
    expect(f.amountFinanced).toBe(deal.totalPrice + 600_000 - 25_000 - 500_000);
    expect(f.amountFinanced).toBeLessThanOrEqual(decision!.approvedAmount!.max);
    const contract = await reviewAndSign(purchase, lang, async (page) => {
      expect(await shown(page, 'review-rate')).toBe(pct(rate, lang));
      expect(await shown(page, 'review-apr')).toBe(pct(f.apr, lang));
      expect(await shown(page, 'review-amount-financed')).toBe(money(f.amountFinanced, lang));
      expect(await shown(page, 'review-cost-of-borrowing')).toBe(money(f.costOfBorrowing, lang));
      expect(await shown(page, 'review-total-obligation')).toBe(money(f.totalObligation, lang));
      expect(await shown(page, 'review-payment')).toBe(money(f.payment, lang));
      expect(await shown(page, 'review-payment-count')).toBe(`${f.numberOfPayments} (mensuels)`);
    }, 'negative');
    // A Quebec buyer's contract is French first (Bill 96), and only French for a French buyer.
    expectContractStates(contract, deal, 'fr-ca', lang);
    expect(contract).toContain(`Taux annuel du crédit (TAC) ${pct(f.apr, lang)}`);
    expect(contract).toContain(`Taux d’intérêt (préqualifié) ${pct(rate, lang)}`.replace('’', '\x92'));
    expect(contract).toContain(`Montant financé ${money(f.amountFinanced, lang)}`);
    expect(contract).toContain(`Frais de crédit totaux ${money(f.costOfBorrowing, lang)}`);
    expect(contract).toContain(`Obligation totale (mise de fonds, dépôt et paiements) ${money(f.totalObligation, lang)}`);
  });

  it('equity larger than the purchase (en-ca): no tax, the difference and the deposit paid back, the order placed', async () => {
    const lang: Lang = 'en-ca';
    const { purchase, tradeIn, tradeInId } = await buyer(lang, { tradeIn: (price) => ({ value: price + 121_000, balanceOwed: 0 }) });
    await throughTheDeposit(purchase, { id: tradeInId!, balanceOwed: 0 }, { method: 'cash' });
    const deal = await expectedDeal(purchase, { tradeIn: tradeIn!, method: 'cash', downPayment: 0, termMonths: 60, ratePercent: 1, frequency: 52 });
    expect(deal).toMatchObject({ amountDue: 0, equitySurplus: 121_000, depositRefunded: 25_000, refund: 146_000, balanceAtDelivery: 0 });
    const contract = await reviewAndSign(purchase, lang, async (page) => {
      expect(await shown(page, 'review-equity-surplus')).toBe(money(121_000, lang));
      expect(await shown(page, 'review-refund')).toBe(money(146_000, lang));
      await page.getByTestId('review-equity-choice').waitFor();
    }, 'surplus');
    expectContractStates(contract, deal, 'fr-ca', lang);
    expect(contract).toContain(`Équité de la reprise au-delà de l’achat, versée à l’acheteur ${money(121_000, 'fr-ca')}`.replace(/’/g, '\x92'));
  });
});

describe('the issue\'s buyer: a lease whose trade-in is worth more than the car', () => {
  it('places the order (fr-ca): the lease is priced at the pre-qualified rate, the equity the lease cannot use and the deposit are paid back', async () => {
    const lang: Lang = 'fr-ca';
    const { purchase, tradeIn, tradeInId, decision } = await buyer(lang, { credit: 'eligible', tradeIn: (price) => ({ value: price + 121_000, balanceOwed: 0 }) });
    await throughTheDeposit(purchase, { id: tradeInId!, balanceOwed: 0 }, { method: 'lease', termMonths: 36, frequency: 12, downPayment: 0, kilometresPerYear: 20_000 });
    const rate = decision!.indicativeRate!;
    const deal = await expectedDeal(purchase, { tradeIn: tradeIn!, method: 'lease', downPayment: 0, termMonths: 36, ratePercent: rate, frequency: 12 });
    const l = deal.lease!;
    expect(deal.equitySurplus).toBe(121_000);
    expect(l.capitalizedCost).toBe(l.residual);
    expect(deal.refund).toBe(tradeIn!.value - (l.grossCapitalizedCost - l.residual) + 25_000);
    const contract = await reviewAndSign(purchase, lang, async (page) => {
      expect(await shown(page, 'review-rate')).toBe(pct(rate, lang));
      expect(await shown(page, 'review-lease-payment')).toContain(money(l.payment, lang));
      expect(await shown(page, 'review-lease-refund')).toContain(money(deal.refund, lang));
      expect(await shown(page, 'review-cost-of-borrowing')).toBe(money(l.costOfBorrowing, lang));
    }, 'lease-surplus');
    expectContractStates(contract, deal, 'fr-ca', lang);
    expect(contract).toContain(`Coût capitalisé (montant loué) ${money(l.capitalizedCost, lang)}`.replace(/’/g, '\x92'));
    expect(contract).toContain(`Paiement par période (mensuel) ${money(l.payment, lang)}`);
    expect(contract).toContain(`Taux ${pct(rate, lang)}`);
  });
});

describe('credit drives finance', () => {
  it('a "not eligible" buyer cannot place a finance order (en-ca): the review says why and the signature is refused', async () => {
    const lang: Lang = 'en-ca';
    const { purchase } = await buyer(lang, { credit: 'not_eligible' });
    await throughTheDeposit(purchase, null, { method: 'finance', termMonths: 60, frequency: 12, downPayment: 0 });
    const review = ok(await purchase.client.get('/revieworder/get-review-order-details', { query: { transactionId: purchase.transactionId } }), 'review');
    expect(review.prices.credit).toEqual({ status: 'not_eligible', ratePercent: null, maxAmount: null });
    expect(review.missing).toContain('credit');
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, purchase.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/buy-online/review?vehicleId=${purchase.vehicleId}`);
      await heading(page, text(lang, 'Review order'));
      await page.getByTestId('review-credit-blocker').waitFor();
      expect(await page.getByRole('button', { name: exactly(text(lang, 'Sign and place my order')) }).isDisabled()).toBe(true);
      await screenshot(page, `purchase-not-eligible-${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // The server refuses it too, whatever a client sends.
    const drawn = await signature();
    await eventually(async () => (await purchase.client.post('/revieworder/upload-signature', { body: { transactionId: purchase.transactionId, signature: drawn } })).status === 200);
    const refused = await purchase.client.post('/revieworder/finalize', { body: { transactionId: purchase.transactionId, language: lang, total: review.prices.total } });
    expectProblem(refused, 422, 'purchase.credit_required', 'body.paymentMethod');
    expect(await streamTypes(t.server, transactionStreamId(purchase.transactionId))).not.toContain('ContractSigned');
  });
});

