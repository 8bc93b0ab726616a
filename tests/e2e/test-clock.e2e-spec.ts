import type { Browser, Page } from 'playwright-core';
import { transactionStreamId, UserType, vehicleStreamId } from '@marketplace/domain';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import {
  Client, expectProblem, PERSONAL, reservedPurchase, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer,
} from '../api/purchase/support';
import { appraisedCivic } from '../api/trade-in/support';
import { launchBrowser, screenshot } from '../support/browser';
import { pollUntil } from '../support/poll';
import { exactly, heading, LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 47 item 3 "must show", in Chromium, en-ca and fr-ca: the four expiry journeys driven by the test clock
 * (ADR 0082) instead of back-dated events: a 30-minute lock ends, a trade-in offer lapses after 7 days (the purchase
 * refuses it and offers a new appraisal), a 5-day reservation lapses with its deposit refunded once, a dealer's
 * 30-day trial ends (a lead after it is held). The clock is this file's server's own (its database): the other files
 * running at the same time keep theirs.
 */
// Each journey signs in, drives a purchase or a plan and moves the clock: on a loaded two-core machine, more than the default.
jest.setTimeout(300_000);

let browser: Browser;
let t: PurchaseTestServer;
let admin: Client;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startPurchaseServer({}, { vehicles: 40 });
  await seedDemoCompanies(t.server.infra.store);
  await t.waitForProjections();
  admin = new Client(t.server);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

interface Reached { kind: string; key: string; outcome: string }

/** Moves this environment's clock forward through the dev API, as `npm run clock -- advance <by>` does. */
async function advance(by: string): Promise<Reached[]> {
  const res = await admin.post('/dev/clock/advance', { body: { by } });
  if (res.status !== 200) throw new Error(`advance ${by}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.reached;
}

const fired = (reached: Reached[], kind: string, key: string) => reached.some((r) => r.kind === kind && r.key === key && r.outcome === 'fired');

/** Vehicles for sale, none of them held, of dealers other than the reservation's (1) and the trial's (3, 4). */
let spare: string[] = [];
async function spareVehicle(): Promise<string> {
  if (spare.length === 0) {
    const rows = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select('id').where('status', '=', 'available')
      .where('company_id', 'not in', [1, 3, 4]).orderBy('id').execute();
    spare = rows.map((r) => r.id as string);
  }
  const next = spare.shift();
  if (!next) throw new Error('no spare vehicle left');
  return next;
}

const button = (page: Page, name: string) => page.getByRole('button', { name: exactly(name) });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LANGS)('the test clock in %s', (lang: Lang) => {
  const tr = (s: string, values?: Record<string, string>, catalog?: string) => text(lang, s, values, catalog);

  it('ends a 30-minute lock: at 29 minutes the page offers more time, after 31 it shows the reservation-expired modal, whose refresh holds it again', async () => {
    const vehicleId = await spareVehicle();
    const { email } = await userOfType(t.server, 8);
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${t.server.url}/${lang}/buy-online?vehicleId=${vehicleId}`);
      await heading(page, tr('Login'));
      await page.getByRole('textbox', { name: exactly(tr('Email')) }).fill(email);
      await page.getByRole('textbox', { name: exactly(tr('Password')) }).fill(PASSWORD);
      await button(page, tr('Login')).click();
      await page.getByRole('heading', { level: 2, name: tr('This vehicle is free for {minutes} minutes', { minutes: '30' }) }).waitFor();
      await button(page, tr('Start my purchase')).click();
      await heading(page, tr('Personal details'));
      await page.getByRole('timer').waitFor();

      // 29 minutes: still held (no lock deadline reached), one minute left: the page offers more time.
      expect(fired(await advance('29m'), 'purchase.lock-expiry', vehicleId)).toBe(false);
      await page.reload();
      await page.getByRole('dialog', { name: tr('Need more time?') }).waitFor();
      // Two more: the lock's deadline fires on the way, the vehicle is free again.
      expect(fired(await advance('2m'), 'purchase.lock-expiry', vehicleId)).toBe(true);
      expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).toContain('LockExpired');
      await page.reload();
      const expired = page.getByRole('dialog', { name: tr('Reservation expired') });
      await expired.waitFor();
      await screenshot(page, `test-clock-lock-ended-${lang}`);
      await expired.getByRole('link', { name: tr('Return to inventory') }).waitFor();
      await expired.getByRole('button', { name: exactly(tr('Refresh')) }).click();
      await expired.waitFor({ state: 'hidden' });
      await page.getByRole('timer').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lapses a trade-in offer after 7 days: the purchase refuses it and offers a new appraisal, whose offer it then takes', async () => {
    const vehicleId = await spareVehicle();
    const buyer = await userOfType(t.server, 8);
    const { tradeInId, appraised } = await appraisedCivic(buyer.client);
    expect(appraised.body.status).toBe('appraised');
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    const save = () => buyer.client.post('/customers/save-customer-completed-steps', {
      body: { transactionId, step: 'trade-in', data: { skip: false, tradeInId, balanceDue: 0, include: true } },
    });
    expect((await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } })).status).toBe(200);
    const choices = async () => (await buyer.client.get('/customers/get-trade-in-choices')).body.tradeIns as { tradeInId: string; offerExpiresAt: string | null }[];
    await t.waitForProjections();
    const [offered] = await choices();
    expect((await save()).status).toBe(200);
    expect(offered.tradeInId).toBe(tradeInId);

    // Six days: still valid. Eight: lapsed, everywhere the purchase reads it.
    await advance('6d');
    expect((await choices()).map((c) => c.tradeInId)).toEqual([tradeInId]);
    await advance('2d');
    expect(await choices()).toEqual([]);
    // The lock ended with the days: the buyer holds the vehicle again, and the step refuses the lapsed offer.
    expect((await buyer.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).body).toMatchObject({ status: 'locked', holder: 'me' });
    expectProblem(await save(), 400, 'purchase.trade_in_offer_expired', 'body.data.tradeInId');
    const form = async () => (await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } })).body;
    const prices = async () => (await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body.prices;
    expect((await form()).tradeIn).toMatchObject({ tradeInId, usable: false });
    expect((await prices()).tradeInValue).toBe(0);

    // The buyer comes back: the step says the offer lapsed and offers a new appraisal.
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, buyer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/buy-online/trade-in?vehicleId=${vehicleId}`);
      await heading(page, tr('Trade-in'));
      await page.getByText(tr('The offer on your trade-in has expired, so it is no longer deducted. Appraise it again or choose another.')).waitFor();
      await page.getByText(tr('You have no appraisal with a valid offer yet.')).waitFor();
      await page.getByRole('link', { name: tr('Appraise a vehicle') }).waitFor();
      await screenshot(page, `test-clock-trade-in-lapsed-${lang}`);

      // The new appraisal: a new offer, 7 days from the moved clock, which the purchase takes.
      const again = await buyer.client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
      expect(again.status).toBe(200);
      await t.waitForProjections();
      const [renewed] = await choices();
      expect(renewed.tradeInId).toBe(tradeInId);
      expect(Date.parse(renewed.offerExpiresAt!)).toBeGreaterThan(Date.parse(offered.offerExpiresAt!) + 7 * 86_400_000);
      await page.reload();
      await heading(page, tr('Trade-in'));
      await page.getByRole('combobox', { name: exactly(tr('Your appraisal')) }).selectOption(tradeInId);
      await button(page, tr('Save and continue')).click();
      await heading(page, tr('Cash, finance or lease'));
      expect((await form()).tradeIn).toMatchObject({ tradeInId, usable: true, offerExpiresAt: renewed.offerExpiresAt });
      expect((await prices()).tradeInValue).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps an offer the buyer confirmed after choosing it: 8 days later the purchase still deducts it (it no longer lapses)', async () => {
    const vehicleId = await spareVehicle();
    const buyer = await userOfType(t.server, 8);
    const { tradeInId } = await appraisedCivic(buyer.client);
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    expect((await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } })).status).toBe(200);
    await t.waitForProjections();
    expect((await buyer.client.post('/customers/save-customer-completed-steps', {
      body: { transactionId, step: 'trade-in', data: { skip: false, tradeInId, balanceDue: 0, include: true } },
    })).status).toBe(200);
    // Confirmed after the step saved it, with the expiry it had then.
    expect((await buyer.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } })).status).toBe(200);
    await t.waitForProjections();

    await advance('8d');
    expect((await buyer.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).body).toMatchObject({ status: 'locked', holder: 'me' });
    const form = (await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } })).body;
    expect(form.tradeIn).toMatchObject({ tradeInId, usable: true, offerExpiresAt: null });
    const prices = (await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body.prices;
    expect(prices.tradeInValue).toBeGreaterThan(0);
    const review = (await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body;
    expect(review.tradeIn).toMatchObject({ usable: true });

    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, buyer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/buy-online/trade-in?vehicleId=${vehicleId}`);
      await heading(page, tr('Trade-in'));
      expect(await page.getByRole('combobox', { name: exactly(tr('Your appraisal')) }).inputValue()).toBe(tradeInId);
      expect(await page.getByText(tr('The offer on your trade-in has expired, so it is no longer deducted. Appraise it again or choose another.')).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lapses a paid reservation after 5 days: the deposit is refunded once, and the buyer\'s history says so', async () => {
    const { buyer, vehicleId, transactionId } = await reservedPurchase(t);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, buyer.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      const history = async () => {
        await page.goto(`${t.server.url}/${lang}/customer/transaction-history`);
        await heading(page, tr('Transaction history', {}, 'account'));
      };
      await history();
      await page.getByText(new RegExp(`^${escape(tr('Deposit paid: {amount}', {}, 'account').split('{amount}')[0])}`)).waitFor();

      const refundsBefore = (await t.server.standIn.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed).length;
      expect(fired(await advance('4d'), 'purchase.reservation-expiry', vehicleId)).toBe(false);
      const reached = await advance('1d1h');
      expect(fired(reached, 'purchase.reservation-expiry', vehicleId)).toBe(true);
      await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositRefunded'), 30_000, { what: 'DepositRefunded' });
      await t.server.standIn.drain();
      await t.waitForProjections();
      // Once at the provider (the stand-in's own record), once in the store; the vehicle is free again.
      const refunds = (await t.server.standIn.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed);
      expect(refunds.length - refundsBefore).toBe(1);
      const stored = await streamTypes(t.server, transactionStreamId(transactionId));
      expect(stored.filter((x) => x === 'DepositRefunded')).toHaveLength(1);
      expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).toContain('ReservationExpired');
      // A later move fires nothing for it again.
      expect((await advance('1d')).filter((r) => r.key === vehicleId || r.key.includes(transactionId)).every((r) => r.kind !== 'purchase.reservation-expiry')).toBe(true);
      expect((await t.server.standIn.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed).length - refundsBefore).toBe(1);

      await history();
      await page.getByText(new RegExp(`^${escape(tr('Deposit refunded: {amount}', {}, 'account').split('{amount}')[0])}`)).waitFor();
      await screenshot(page, `test-clock-reservation-lapsed-${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ends a dealer\'s 30-day trial: a lead that comes after it is held until a paid plan', async () => {
    const dtr = (s: string, values: Record<string, string> = {}) => text(lang, s, values, 'dealer');
    const companyId = lang === 'en-ca' ? 3 : 4;
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId });
    await t.waitForProjections();
    expect((await dealer.client.post('/company/sign-contract', { body: { companyId } })).status).toBe(200);
    await t.waitForProjections();
    const subscription = async (client: Client) => (await client.get('/company/get-subscription', { query: { companyId } })).body;
    const [during, after] = await vehiclesOfDealer(t.server, companyId);
    expect(after).toBeDefined();

    // Within the trial, a buyer's purchase is a lead the dealer gets.
    await startPurchase((await userOfType(t.server, 8)).client, during);
    await t.waitForProjections();
    expect(await subscription(dealer.client)).toMatchObject({ status: 'trial', trialLeadsUsed: 1, heldLeads: 0 });

    await advance('30d1m');
    // A month on, the dealer's session (30 days) ended too: they sign in again.
    const again = await userOfType(t.server, UserType.Dealer, { companyId });
    await startPurchase((await userOfType(t.server, 8)).client, after);
    await t.waitForProjections();
    const ended = await subscription(again.client);
    expect(ended).toMatchObject({ status: 'trial_ended', trialLeadsUsed: 1, heldLeads: 1 });
    expect(Date.parse(ended.trialEndsAt)).toBeLessThan(Date.parse((await admin.get('/dev/clock')).body.now));

    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, t.server.url, lang, again.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/company/${companyId}/subscription`);
      await heading(page, dtr('Subscription'));
      await page.getByText(dtr('{0} leads are held until you choose a paid plan.', { 0: '1' })).waitFor();
      expect(await page.getByTestId('subscription-status').textContent()).toBe(dtr('Trial ended'));
      await screenshot(page, `test-clock-trial-ended-${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
