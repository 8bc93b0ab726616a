import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { login, registration } from '../identity/support';
import { APPLICANT, daysFromNow, expectProblem, MONTREAL_BILLING, PERSONAL, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';

const fixtures = path.join(__dirname, 'fixtures');
const gpsJpeg = readFileSync(path.join(fixtures, 'gps.jpg'));
const gpsHeic = readFileSync(path.join(fixtures, 'gps.heic'));

let t: PurchaseTestServer;
let buyer: { client: Client; userId: string };
let other: { client: Client; userId: string };
let montreal: string[];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
  buyer = await t.buyer();
  other = await t.buyer();
  montreal = await vehiclesOfDealer(t.server, 1);
  expect(montreal.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => t?.stop());

async function rawEvents(transactionId: string) {
  return t.server.infra.store.readStream(transactionStreamId(transactionId));
}

/** The applicant's SIN (046 454 286) as digits, spaced or not: it must never come back. Not a bare '454', which a UUID can hold. */
const SIN_IN_ANY_FORM = /046\s?454\s?286|046454286/;

describe('starting a purchase', () => {
  it('needs the lock, starts the transaction at step 1 with live prices, and continues it on the next call', async () => {
    const vehicleId = montreal[0];
    const refused = await buyer.client.post('/customers/create-customer-vehicle', { body: { vehicleId } });
    expectProblem(refused, 409, 'purchase.lock_lost');

    const started = await startPurchase(buyer.client, vehicleId);
    expect(started).toMatchObject({ status: 'incomplete', currentStep: 'personal-details', resumed: false, completedSteps: [], hold: { holder: 'me' } });
    expect(started.steps.map((s: any) => s.minutes)).toEqual([3, 4, 2, 1, 1, 2, 5, 2]);
    expect(started.prices).toMatchObject({ province: 'QC', deposit: 25_000, paymentMethod: 'finance' });
    expect(started.prices.taxes.map((x: any) => x.name)).toEqual(['GST', 'QST']);

    const again = await buyer.client.post('/customers/create-customer-vehicle', { body: { vehicleId } });
    expect(again.body).toMatchObject({ transactionId: started.transactionId, resumed: true });
  });

  it('refuses a signed-in account whose email is not verified (spec §4 guard order): no lock, no transaction', async () => {
    const email = uniqueEmail('unverified');
    const client = new Client(t.server);
    await client.post('/user/register', { body: registration(email) });
    expect((await login(client, email)).body.Status).toBe(1);
    const vehicleId = montreal[3];
    expectProblem(await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`), 403, 'auth.email_not_verified');
    expectProblem(await client.get(`/buy-online/vehicle-timer/check/${vehicleId}`), 403, 'auth.email_not_verified');
    expectProblem(await client.post('/customers/create-customer-vehicle', { body: { vehicleId } }), 403, 'auth.email_not_verified');
    const locks = (await t.server.infra.store.readStream(vehicleStreamId(vehicleId))).filter((e) => e.type === 'VehicleLocked');
    expect(locks).toHaveLength(0);
  });

  it('start over cancels the unfinished transaction and opens a new one; the list keeps the open one only', async () => {
    const vehicleId = montreal[1];
    const first = await startPurchase(buyer.client, vehicleId);
    const fresh = await buyer.client.post('/customers/create-customer-vehicle', { body: { vehicleId, startOver: true } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.transactionId).not.toBe(first.transactionId);
    expect(fresh.body.resumed).toBe(false);
    expect((await rawEvents(first.transactionId)).map((e) => e.type)).toEqual(['TransactionStarted', 'TransactionCancelled']);
    await t.waitForProjections();
    const list = await buyer.client.get('/customers/get-customer-transactions-list');
    const ids = list.body.map((x: any) => x.TransactionId);
    expect(ids).toContain(fresh.body.transactionId);
    expect(ids).not.toContain(first.transactionId);
    const item = list.body.find((x: any) => x.TransactionId === fresh.body.transactionId);
    expect(item).toMatchObject({ SourceId: vehicleId, DocumentSigned: false, Status: 'incomplete' });
    expect(typeof item.Make).toBe('string');
    expect(typeof item.Year).toBe('number');
  });
});

describe('the steps', () => {
  let transactionId: string;
  const vehicleIdx = 2;

  beforeAll(async () => {
    transactionId = (await startPurchase(buyer.client, montreal[vehicleIdx])).transactionId;
  });

  const save = (step: string, data: unknown, client = buyer.client, completed?: boolean) =>
    client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data, ...(completed === undefined ? {} : { completed }) } });

  it('personal details: saved sealed (no name or address in the event), opened for the owner only', async () => {
    const res = await save('personal-details', { ...PERSONAL, billing: { ...MONTREAL_BILLING, postalCode: 'h2x1y4', phone: '5145551234' } });
    expect(res.status).toBe(200);
    expect(res.body.completedSteps).toEqual(['personal-details']);
    const raw = JSON.stringify((await rawEvents(transactionId)).map((e) => e.data));
    expect(raw).not.toContain('Tremblay');
    expect(raw).not.toContain('Sainte-Catherine');
    const form = await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } });
    expect(form.body.personalDetails).toMatchObject({ firstName: 'Marie', billing: { postalCode: 'H2X 1Y4', phone: '514 555-1234', province: 'QC' } });
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate) in any string with 400 validation.invalid_text, saving nothing', async () => {
    const before = (await rawEvents(transactionId)).length;
    const make = await save('trade-in', { skip: false, vin: '1HGCM82633A004352', value: 500_000, make: 'Hon\ud800da' });
    expectProblem(make, 400, 'validation.invalid_text', 'body.data.make');
    const name = await save('personal-details', { ...PERSONAL, firstName: '\ud800' });
    expectProblem(name, 400, 'validation.invalid_text', 'body.data.firstName');
    expect(name.body.errors).toEqual([expect.objectContaining({ code: 'validation.invalid_text' })]);
    expect((await rawEvents(transactionId)).length).toBe(before);
  });

  it('refuses bad input with a stable code and field, and saves nothing', async () => {
    const before = (await rawEvents(transactionId)).length;
    const badPostal = await save('personal-details', { ...PERSONAL, billing: { ...MONTREAL_BILLING, postalCode: '12345' } });
    expect(badPostal.status).toBe(400);
    expect(badPostal.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.data.billing.postalCode', code: 'purchase.invalid_postal_code' })]));
    const noName = await save('personal-details', { ...PERSONAL, lastName: '  ' });
    expect(noName.body.errors[0]).toMatchObject({ path: 'body.data.lastName', code: 'purchase.required' });
    const badTradeIn = await save('trade-in', { skip: false, tradeInId: 'not-a-uuid' });
    expect(badTradeIn.body.errors[0]).toMatchObject({ path: 'body.data.tradeInId' });
    const unknownField = await save('trade-in', { skip: true, extra: 1 });
    expect(unknownField.body.errors[0]).toMatchObject({ code: 'unknown_field' });
    const wrongStep = await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'deposit', data: {} } });
    expect(wrongStep.status).toBe(400);
    const noConsent = await save('payment-method', { method: 'finance', applicant: { ...APPLICANT, creditApplicationConsent: false } });
    expectProblem(noConsent, 400, 'purchase.credit_consent_required', 'body.data.applicant.creditApplicationConsent');
    const badSin = await save('payment-method', { method: 'finance', applicant: { ...APPLICANT, sin: '123 456 789' } });
    expectProblem(badSin, 400, 'purchase.invalid_sin', 'body.data.applicant.sin');
    expect(JSON.stringify(badSin.body)).not.toContain('123 456 789');
    const wrongProvince = await save('personal-details', { ...PERSONAL, billing: { ...MONTREAL_BILLING, postalCode: 'B3H 1A1', province: 'QC' } });
    expect(wrongProvince.status).toBe(400);
    expect(wrongProvince.body.errors).toEqual([expect.objectContaining({ path: 'body.data.billing.postalCode', code: 'purchase.postal_code_province_mismatch' })]);
    const longLease = await save('payment-method', { method: 'lease', termMonths: 72, applicant: APPLICANT });
    expectProblem(longLease, 400, 'purchase.invalid_lease_term', 'body.data.termMonths');
    const futureHome = await save('payment-method', { method: 'finance', applicant: { ...APPLICANT, occupancyDate: daysFromNow(30) } });
    expectProblem(futureHome, 400, 'purchase.invalid_occupancy_date', 'body.data.applicant.occupancyDate');
    expect((await rawEvents(transactionId)).length).toBe(before);
  });

  it('a draft makes the step dirty until it is saved as completed', async () => {
    const draft = await save('trade-in', { skip: true }, buyer.client, false);
    expect(draft.body.dirtySteps).toEqual(['trade-in']);
    expect(draft.body.completedSteps).not.toContain('trade-in');
    const done = await save('trade-in', { skip: true });
    expect(done.body.dirtySteps).toEqual([]);
    expect(done.body.completedSteps).toContain('trade-in');
  });

  it('payment method: finance with the applicant submits it to credit; only the decision is on the purchase, the SIN nowhere in it', async () => {
    const res = await save('payment-method', { method: 'finance', termMonths: 72, ratePercent: 6.99, frequency: 26, downPayment: 200_000, applicant: APPLICANT });
    expect(res.status).toBe(200);
    const events = await rawEvents(transactionId);
    expect(events.map((e) => e.type)).toContain('CreditDecisionAttached');
    // The typed 6.99 % is not used: the rate is the decision's (ADR 0057).
    const decision = events.find((e) => e.type === 'CreditDecisionAttached')!.data as { outcome: string; ratePercent: number | null };
    expect(res.body.prices.finance).toMatchObject({ downPayment: 200_000, term: { months: 72, value: decision.ratePercent ?? 1 } });
    expect(res.body.prices.credit).toMatchObject({ ratePercent: decision.ratePercent ?? null, status: decision.outcome === 'congratulations' ? 'eligible' : expect.any(String) });
    expect(res.body.prices.frequence).toBe(26);
    expect(JSON.stringify(events)).not.toMatch(SIN_IN_ANY_FORM);
    const form = await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } });
    expect(form.body.paymentMethod).toMatchObject({ method: 'finance', termMonths: 72 });
    expect(JSON.stringify(form.body)).not.toMatch(SIN_IN_ANY_FORM);
  });

  it('the payment fields are priced live by the same quote, without saving anything; a lease is taxed on each payment', async () => {
    const before = (await rawEvents(transactionId)).length;
    const saved = (await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body.prices;
    const terms = { transactionId, termMonths: 48, ratePercent: 5.99, frequency: 12, downPayment: 300_000 };
    const lease = await buyer.client.post('/customers/quote-payment-method', { body: { ...terms, method: 'lease', kilometresPerYear: 16_000 } });
    expect(lease.status).toBe(200);
    // The rate is the buyer's pre-qualified one (the application of the step above), never the typed 5.99 % (ADR 0057).
    const rate = saved.finance.term.value;
    expect(rate).not.toBe(5.99);
    expect(lease.body).toMatchObject({ paymentMethod: 'lease', frequence: 12, lease: { downPayment: 300_000, term: { months: 48, value: rate }, kilometresPerYear: 16_000 } });
    expect(lease.body.lease.taxes.map((x: any) => x.amount)).toEqual([
      Math.round(lease.body.lease.paymentBeforeTax * 0.05), Math.round(lease.body.lease.paymentBeforeTax * 0.09975),
    ]);
    const finance = await buyer.client.post('/customers/quote-payment-method', { body: { ...terms, method: 'finance' } });
    expect(finance.body.finance).toMatchObject({ downPayment: 300_000, term: { months: 48, value: rate } });
    expect(lease.body.lease.payment).toBeLessThan(finance.body.finance.payment);
    expect(finance.body.subtotal).toBe(saved.subtotal);
    expectProblem(await buyer.client.post('/customers/quote-payment-method', { body: { ...terms, method: 'lease', termMonths: 72 } }), 400, 'pricing.invalid_lease_term', 'body.termMonths');
    expectProblem(await other.client.post('/customers/quote-payment-method', { body: { ...terms, method: 'lease' } }), 404, 'purchase.transaction_not_found');
    expect((await rawEvents(transactionId)).length).toBe(before);
    const after = (await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } })).body.prices;
    expect(after).toEqual(saved);
  });

  it('protection plan: plans for the vehicle, choose one (price follows), an unknown one is "no plan found"', async () => {
    const plans = await buyer.client.get('/buy-online/get-protection-plans', { query: { vehicleId: montreal[vehicleIdx] } });
    expect(plans.status).toBe(200);
    expect(plans.body.protectionPlans.length).toBeGreaterThan(0);
    const plan = plans.body.protectionPlans[0];
    expect(plan).toMatchObject({ componentsCoveredPercent: 90, deductible: 5_000, cancellationDays: 30 });
    const saved = await buyer.client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: plan.id } });
    expect(saved.body.prices.protectionPlanPrice).toBe(plan.price);
    expectProblem(await buyer.client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: 9999 } }), 404, 'purchase.protection_plan_not_found');
    const mine = await buyer.client.get('/customers/get-customer-protection-plans', { query: { transactionId } });
    expect(mine.body).toMatchObject({ selectedPlanId: plan.id, chosen: true });
  });

  it('delivery: within 350 km from today + 2 days; the two delivery errors; pickup', async () => {
    const types = await buyer.client.get('/buy-online/get-delivery-types');
    expect(types.body.deliveryTypes.map((x: any) => x.key).sort()).toEqual(['delivery', 'pickup']);
    const details = await buyer.client.get('/customers/get-customer-delivery-details', { query: { transactionId } });
    expect(details.body.earliestDate).toBe(daysFromNow(2));
    const laval = { line1: '10 boul. Le Carrefour', city: 'Laval', province: 'QC', postalCode: 'H7T 1C8' };
    const tooSoon = await buyer.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'delivery', date: daysFromNow(1), address: laval } });
    expectProblem(tooSoon, 400, 'purchase.delivery_date_too_soon', 'body.date');
    const vancouver = { line1: '800 Robson St', city: 'Vancouver', province: 'BC', postalCode: 'V6Z 2E6' };
    const far = await buyer.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'delivery', date: daysFromNow(3), address: vancouver } });
    expectProblem(far, 400, 'purchase.delivery_out_of_range', 'body.address');
    const rural = { line1: '1 rang Nord', city: 'Somewhere', province: 'QC', postalCode: 'J0K 9Z9' };
    const noRoute = await buyer.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'delivery', date: daysFromNow(3), address: rural } });
    expectProblem(noRoute, 400, 'purchase.delivery_route_unavailable', 'body.address');
    const ok = await buyer.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'delivery', touchless: true, date: daysFromNow(3), address: laval } });
    expect(ok.status).toBe(200);
    expect(ok.body.completedSteps).toContain('delivery');
    expect(ok.body.prices.deliveryPrice).toBeGreaterThan(0);
    const form = await buyer.client.get('/customers/get-customer-form-details', { query: { transactionId } });
    expect(form.body.delivery).toMatchObject({ method: 'delivery', touchless: true, address: { city: 'Laval' } });
    expect(form.body.delivery.distanceKm).toBeLessThan(50);
    const pickup = await buyer.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(2) } });
    expect(pickup.body.prices.deliveryPrice).toBe(0);
  });

  it("driver's licence: both sides, re-encoded without EXIF, served to the owner and staff only, then confirmed", async () => {
    const confirmEarly = await buyer.client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } });
    expectProblem(confirmEarly, 422, 'purchase.drivers_license_missing');
    const front = await buyer.client.post('/customers/upload-driverslicence', { body: { transactionId, side: 'front', fileName: 'front.png', data: gpsJpeg.toString('base64') } });
    expect(front.body).toMatchObject({ Status: 1, side: 'front', contentType: 'image/jpeg' });
    const back = await buyer.client.post('/customers/upload-driverslicence', { body: { transactionId, side: 'back', fileName: 'back.heic', data: `data:image/heic;base64,${gpsHeic.toString('base64')}` } });
    expect(back.status).toBe(200);

    const status = await buyer.client.get('/customers/get-customer-drivers-licence', { query: { transactionId } });
    expect(status.body).toMatchObject({ front: { uploaded: true }, back: { uploaded: true }, confirmed: false });
    const image = await fetch(`${t.server.url}${status.body.front.url}`, { headers: { cookie: `User.Token=${buyer.client.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('no-store');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.equals(gpsJpeg)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const stranger = await fetch(`${t.server.url}${status.body.front.url}`, { headers: { cookie: `User.Token=${other.client.token}` } });
    expect(stranger.status).toBe(404);
    const admin = await t.buyer({ userTypeId: 7 });
    const staff = await fetch(`${t.server.url}${status.body.back.url}`, { headers: { cookie: `User.Token=${admin.client.token}` } });
    expect(staff.status).toBe(200);

    const unconfirmed = await buyer.client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: false, addressMatches: true } });
    expectProblem(unconfirmed, 400, 'purchase.drivers_license_not_confirmed', 'body.fourCornersVisible');
    const confirmed = await buyer.client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } });
    expect(confirmed.body.completedSteps).toEqual(['personal-details', 'trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license']);
    expect(confirmed.body.currentStep).toBe('deposit');
  });

  it('someone else\'s transaction answers 404 on every call, and changes nothing', async () => {
    const before = (await rawEvents(transactionId)).length;
    const calls = [
      other.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: true } } }),
      other.client.get('/customers/get-customer-transactions-details', { query: { transactionId } }),
      other.client.get('/customers/get-customer-form-details', { query: { transactionId } }),
      other.client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }),
      other.client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(3) } }),
      other.client.post('/customers/upload-driverslicence', { body: { transactionId, side: 'front', data: gpsJpeg.toString('base64') } }),
      other.client.get('/customers/get-customer-drivers-licence', { query: { transactionId } }),
      other.client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }),
      other.client.get('/customers/get-customer-payment-details', { query: { transactionId } }),
      other.client.post('/customers/cancel-customer-transaction', { body: { transactionId } }),
    ];
    for (const res of await Promise.all(calls)) expectProblem(res, 404, 'purchase.transaction_not_found');
    expect((await rawEvents(transactionId)).length).toBe(before);
  });

  it('leads: a sent lead is recorded on a stream of its own, its message sealed (the dealer module builds lead records)', async () => {
    const sent = await buyer.client.post('/buy-online/leads/send', { body: { vehicleId: montreal[vehicleIdx], transactionId, kind: 'call_back', message: 'Call me at 514 555-0000' } });
    expect(sent.body).toEqual({ Status: 1 });
    expect(sent.headers.get('x-write-position')).toMatch(/^\d+\/\d+$/);
    await t.waitForProjections();
    const events = await t.server.infra.store.readAll({ transactionId: '0', position: '0' }, 100_000);
    const leads = events.filter((e) => e.type === 'LeadSubmitted' && (e.data as { transactionId: string }).transactionId === transactionId);
    expect(leads).toHaveLength(1);
    expect(leads[0].data).toMatchObject({ kind: 'call_back', vehicle: { companyId: 1, vehicleId: montreal[vehicleIdx] } });
    expect(JSON.stringify(leads[0].data)).not.toContain('514 555-0000');
    expect(await t.server.infra.db.introspection.getTables().then((tables) => tables.some((x) => x.schema === 'purchase' && x.name === 'leads'))).toBe(false);
  });
});

describe('losing the lock', () => {
  it('a step of a released vehicle answers purchase.lock_lost', async () => {
    // A buyer of their own: the one above holds 3 vehicles already (the most one buyer may hold at once).
    const { client } = await t.buyer();
    const vehicleId = montreal[3];
    const { transactionId } = await startPurchase(client, vehicleId);
    await client.get(`/buy-online/vehicle-timer/delete/${vehicleId}`);
    const res = await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: true } } });
    expectProblem(res, 409, 'purchase.lock_lost');
  });
});

describe("driver's licence sides uploaded at the same moment", () => {
  it('records both: the side that lands second decides again on the transaction as it is now (no 409)', async () => {
    const buyer3 = await t.buyer();
    const { transactionId } = await startPurchase(buyer3.client, (await vehiclesOfDealer(t.server, 2))[0]);
    const side = (name: 'front' | 'back') =>
      buyer3.client.post('/customers/upload-driverslicence', { body: { transactionId, side: name, fileName: `${name}.jpg`, data: gpsJpeg.toString('base64') } });
    // Each round loads the same stream version twice and appends twice: without the retry one of them is a conflict.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([side('front'), side('back')]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    const status = await buyer3.client.get('/customers/get-customer-drivers-licence', { query: { transactionId } });
    expect(status.body).toMatchObject({ front: { uploaded: true }, back: { uploaded: true } });
  });
});

describe('upload corpus: nothing stored unchanged, no GPS left', () => {
  let transactionId: string;
  beforeAll(async () => {
    const buyer2 = await t.buyer();
    buyer = buyer2;
    transactionId = (await startPurchase(buyer.client, montreal[4] ?? montreal[0])).transactionId;
  });

  const count = async () => Number((await t.server.infra.db.selectFrom('files.private_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const upload = (data: Buffer, fileName: string) =>
    buyer.client.post('/customers/upload-driverslicence', { body: { transactionId, side: 'front', fileName, data: data.toString('base64') } });

  it('refuses what is not an image or too big, and stores nothing for it', async () => {
    const before = await count();
    t.settings.maxImageBytes = 200_000;
    try {
      const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
      expect(noise.length).toBeGreaterThan(200_000);
      expectProblem(await upload(noise, 'big.png'), 400, 'files.too_large', 'body.data');
    } finally {
      t.settings.maxImageBytes = 8 * 1024 * 1024;
    }
    expectProblem(await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'licence.jpg'), 400, 'files.unsupported_type', 'body.data');
    expectProblem(await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'licence.png'), 400, 'files.unsupported_type');
    expectProblem(await upload(gpsJpeg.subarray(0, 300), 'truncated.jpg'), 400, 'files.invalid_image');
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#fff' } }).jpeg({ quality: 10 }).toBuffer();
    if (huge.length < 1_000_000) expectProblem(await upload(huge, 'bomb.jpg'), 400, 'files.image_too_large');
    expect(await count()).toBe(before);
  });

  it('accepts a polyglot, a GPS-tagged photo and a wrongly named file only as clean re-encoded images', async () => {
    const polyglot = Buffer.concat([gpsJpeg, Buffer.from('<?php system($_GET["c"]); ?>PK\x03\x04zip')]);
    const png = await sharp(gpsJpeg).png().toBuffer();
    for (const [data, name] of [[polyglot, 'poly.jpg'], [gpsJpeg, 'gps.jpg'], [png, 'photo.jpg'], [gpsHeic, 'photo.png']] as const) {
      const res = await upload(data, name);
      expect(res.status).toBe(200);
      const status = await buyer.client.get('/customers/get-customer-drivers-licence', { query: { transactionId } });
      const image = Buffer.from(await (await fetch(`${t.server.url}${status.body.front.url}`, { headers: { cookie: `User.Token=${buyer.client.token}` } })).arrayBuffer());
      expect(image.equals(data)).toBe(false);
      expect(image.includes(Buffer.from('<?php'))).toBe(false);
      expect(image.includes(Buffer.from('FixtureCam'))).toBe(false);
      const meta = await sharp(image).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe('jpeg');
    }
    // At rest, the bytes are encrypted: not even the re-encoded image is readable in the table.
    const rows = await t.server.infra.db.selectFrom('files.private_files').select(['data']).execute();
    for (const r of rows) expect((r.data as Buffer).subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });
});

describe('the purchase read models', () => {
  it('are idempotent: the same events delivered again, whole or in part, change no row', async () => {
    const { applyRowModel } = await import('../../../apps/server/src/platform/projections/row-projection');
    const { transactionListModel } = await import('../../../apps/server/src/modules/purchase/queries/get-transactions-list/transaction-list.projection');
    const { transactionDetailsModel } = await import('../../../apps/server/src/modules/purchase/queries/get-transaction-details/transaction-details.projection');
    await t.waitForProjections();
    const db = t.server.infra.db;
    const rows = async () => ({
      list: await db.selectFrom('purchase.transaction_list').selectAll().orderBy('transaction_id').execute(),
      details: await db.selectFrom('purchase.transaction_details').selectAll().orderBy('transaction_id').execute(),
    });
    const before = await rows();
    const events = (await t.server.infra.store.readAll({ transactionId: '0', position: '0' }, 100_000)).filter((e) => e.streamId.startsWith('purchase-'));
    expect(events.length).toBeGreaterThan(10);
    for (const model of [transactionListModel, transactionDetailsModel] as const) {
      await applyRowModel(model as Parameters<typeof applyRowModel>[0], db.withSchema('purchase'), events);
      await applyRowModel(model as Parameters<typeof applyRowModel>[0], db.withSchema('purchase'), events.slice(3));
    }
    expect(await rows()).toEqual(before);
    // Personal data only sealed with the buyer's key, never in clear; the list holds none at all.
    expect(JSON.stringify(before)).not.toMatch(/Tremblay|Sainte-Catherine|046\s?454/);
    expect(JSON.stringify(before.list)).not.toMatch(/pv1\./);
  });
});
