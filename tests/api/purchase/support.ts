import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tradeInStreamId, vehicleStreamId, type UserTypeId } from '@marketplace/domain';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { seedCatalogDemo, type SeedCatalogResult } from '../../../apps/server/src/modules/catalog/catalog.public';
import { PurchaseSettings } from '../../../apps/server/src/modules/purchase/purchase.public';
import { CLOCK, type Clock } from '../../../apps/server/src/platform/clock/clock';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { eventMetadata, systemContext } from '../../../apps/server/src/platform/http/request-context';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { login, PASSWORD, userOfType } from '../identity/support';
import { attachSixPhotos, BASIC, CONDITION, createCivic, MAIN_PHOTOS } from '../trade-in/support';

// The e2e specs still import these from here; the API tests import them from tests/support.
export { Client } from '../../support/http-client';
export { pollUntil as eventually } from '../../support/poll';

/** A fixed clock for the demo seed (same vehicles and dates on every run). */
export const SEED_NOW = new Date('2026-03-01T12:00:00.000Z');

export interface PurchaseTestServer {
  readonly server: TestServer;
  readonly seeded: SeedCatalogResult;
  readonly vehicleIds: string[];
  readonly settings: PurchaseSettings;
  buyer(o?: { userTypeId?: UserTypeId }): Promise<{ client: Client; userId: string; email: string }>;
  buyers(n: number): Promise<{ client: Client; userId: string; email: string }[]>;
  waitForProjections(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real server with the demo catalogue (PostgreSQL; Redis when REDIS_URL is set or given in env). Buyers are real
 * users of the identity module, activated and signed in through its HTTP login.
 */
export async function startPurchaseServer(env: Record<string, string> = {}, o: { vehicles?: number; logger?: Logger } = {}): Promise<PurchaseTestServer> {
  const server = await startTestServer(env, o.logger);
  const seeded = await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, { vehicles: o.vehicles ?? 40, seed: 11, now: SEED_NOW });
  await server.infra.projections.waitFor();
  const rows = await server.infra.db.selectFrom('catalog.vehicle_listings').select(['id']).where('status', '=', 'available').orderBy('id').execute();
  const buyer = async (options: { userTypeId?: UserTypeId } = {}) => {
    const u = await userOfType(server, options.userTypeId ?? 8);
    return { client: u.client, userId: u.userId, email: u.email };
  };
  return {
    server,
    seeded,
    vehicleIds: rows.map((r) => r.id as string),
    settings: server.app.get(PurchaseSettings, { strict: false }),
    buyer,
    async buyers(n) {
      const all: Awaited<ReturnType<typeof buyer>>[] = [];
      for (let i = 0; i < n; i += 10) all.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => buyer()))));
      return all;
    },
    waitForProjections: () => server.infra.projections.waitFor(),
    stop: () => server.stop(),
  };
}

export async function streamTypes(server: TestServer, streamId: string): Promise<string[]> {
  return (await server.infra.store.readStream(streamId)).map((e) => e.type);
}

export function expectProblem(res: { status: number; body: any }, status: number, code: string, path?: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  if (path !== undefined) expect((res.body.errors ?? []).map((e: any) => e.path)).toContain(path);
}

/** Available vehicles of one demo dealer (1: Montréal, 2: Québec, 3: Toronto, 5: Vancouver). */
export async function vehiclesOfDealer(server: TestServer, companyId: number): Promise<string[]> {
  const rows = await server.infra.db.selectFrom('catalog.vehicle_listings').select('id').where('company_id', '=', companyId)
    .where('status', '=', 'available').orderBy('id').execute();
  return rows.map((r) => r.id as string);
}

export const MONTREAL_BILLING = { line1: '1 rue Sainte-Catherine O', countryId: 43, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', phone: '514 555-1234' };
export const PERSONAL = {
  firstName: 'Marie', lastName: 'Tremblay', registerOnCompanyName: false, sameAsBillingAddress: true, billing: MONTREAL_BILLING,
};
export const APPLICANT = {
  dateOfBirth: '1988-04-12', sin: '046 454 286', maritalStatus: 'single', gender: 'female', residentialStatus: 'rent', monthlyResidentialPayment: 140_000,
  occupancyDate: '2019-07-01', employment: { status: 'employed', type: 'full_time', employer: 'ACME', occupation: 'Engineer', grossIncome: 650_000, frequency: 'monthly' },
  creditApplicationConsent: true,
};

/** A date `days` from now, 'YYYY-MM-DD' (Toronto's calendar, like the dealers of QC/ON). */
export function daysFromNow(days: number, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now.getTime() + days * 86_400_000));
}

/** Locks the vehicle and starts a transaction; returns its details. */
export async function startPurchase(client: Client, vehicleId: string) {
  const lock = await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
  if (lock.status !== 200) throw new Error(`lock failed: ${JSON.stringify(lock.body)}`);
  const created = await client.post('/customers/create-customer-vehicle', { body: { vehicleId } });
  if (created.status !== 200) throw new Error(`start failed: ${JSON.stringify(created.body)}`);
  return created.body;
}

/** Completes the six form steps (cash, no plan, pickup in 3 days from `now`, the server's time; licence uploaded and confirmed). */
export async function completeFormSteps(client: Client, transactionId: string, image: Buffer, now: Date = new Date()) {
  const ok = (r: { status: number; body: any }, what: string) => {
    if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  ok(await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } }), 'personal details');
  ok(await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: true } } }), 'trade-in');
  ok(await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'payment-method', data: { method: 'cash' } } }), 'payment');
  ok(await client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }), 'plan');
  ok(await client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(3, now) } }), 'delivery');
  for (const side of ['front', 'back']) {
    ok(await client.post('/customers/upload-driverslicence', { body: { transactionId, side, data: image.toString('base64') } }), `licence ${side}`);
  }
  return ok(await client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }), 'confirm');
}

/** A signed-in buyer whose email is not verified yet (registered, never activated). */
export async function unverifiedBuyer(server: TestServer) {
  const { Registration } = await import('../../../apps/server/src/modules/identity/streams/registration');
  const { EMPTY_PERSONAL_DATA } = await import('../../../apps/server/src/modules/identity/streams/personal-data');
  const { systemContext } = await import('../../../apps/server/src/platform/http/request-context');
  const email = uniqueEmail('unverified');
  await server.app.get(Registration, { strict: false }).provision({
    login: email, pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: 'Una', LastName: 'Verified' },
    password: PASSWORD, userTypeId: 8, languageId: 1, companyId: 0, confirmBy: 'email', admin: null,
  }, systemContext());
  const client = new Client(server);
  await login(client, email, PASSWORD);
  return { client, email };
}

/**
 * Creates the deposit intent and pays it with a test card. The card's answer comes before the Stripe stand-in's webhook,
 * which records the payment: a card that succeeded returns once the deposit is recorded, as the deposit step shows it.
 */
export async function payDeposit(client: Client, transactionId: string, card = '4242 4242 4242 4242') {
  const intent = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
  if (intent.status !== 200) throw new Error(`intent: ${intent.status} ${JSON.stringify(intent.body)}`);
  const paid = await client.post('/finances/test-card-payment', {
    body: { transactionId, paymentIntentId: intent.body.paymentIntentId, cardNumber: card, expiry: '12/34', cvc: '123' },
  });
  if (paid.status !== 200) throw new Error(`test card: ${paid.status} ${JSON.stringify(paid.body)}`);
  if (paid.body.status === 'succeeded') {
    await pollUntil(async () => (await client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body.paid === true, 15_000,
      { what: "the deposit's webhook" });
  }
  return { intent: intent.body, payment: paid.body };
}

/** A drawn signature (a curve on a transparent pad), as the review step's pad sends it. */
export async function signature(): Promise<string> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 90 C 60 10, 120 110, 180 40" stroke="#123" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** Finalizes at the total the review shows now, as the review page does (answers the finalize response). */
export async function finalizeReviewed(client: Client, transactionId: string, language: 'en-ca' | 'fr-ca' = 'en-ca') {
  const review = (await client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body;
  // A signed or cancelled transaction shows no prices: 0 stands for "nothing reviewed" (the server refuses anyway).
  return client.post('/revieworder/finalize', { body: { transactionId, language, total: review.prices?.total ?? 0 } });
}

/** Signs the buyer's paid transaction (`payDeposit`): the drawn signature, then the contract at the reviewed total. */
export async function signContract(client: Client, transactionId: string) {
  const signed = await client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } });
  if (signed.status !== 200) throw new Error(`signature: ${signed.status} ${JSON.stringify(signed.body)}`);
  const finalized = await finalizeReviewed(client, transactionId);
  if (finalized.status !== 200) throw new Error(`finalize: ${finalized.status} ${JSON.stringify(finalized.body)}`);
}

/** A photo with GPS tags (the licence sides in the tests; the server must strip them). */
export const GPS_PHOTO = readFileSync(path.join(__dirname, 'fixtures', 'gps.jpg'));

/** A new buyer who went through every step of a vehicle of dealer 1 and paid the deposit: the vehicle is reserved. */
export async function reservedPurchase(t: PurchaseTestServer) {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  // The server's time, which a test clock may have moved (ADR 0082).
  await completeFormSteps(buyer.client, transactionId, GPS_PHOTO, t.server.app.get<Clock>(CLOCK, { strict: false }).now());
  await payDeposit(buyer.client, transactionId);
  await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
  return { buyer, vehicleId, transactionId };
}

/**
 * A trade-in of the buyer whose only offer (as its stream would hold it) was made at `appraisedAt`, valid until
 * `expiresAt`, worth `value` cents ($20,000 unless said).
 */
export async function tradeInOffered(server: TestServer, client: Client, appraisedAt: Date, expiresAt: Date, value = 2_000_000): Promise<string> {
  const tradeInId = await createCivic(client);
  await client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
  await client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
  // A trade-in is used in a purchase only with its six main photos (ADR 0058): one event each.
  await attachSixPhotos(client, tradeInId);
  const offer = {
    value, priceLow: Math.round(value * 0.95), priceHigh: Math.round(value * 1.05), baseDiscountedPrice: value, equipmentAdjustedPrice: value, reasons: [],
    appraisedAt: appraisedAt.toISOString(), expiresAt: expiresAt.toISOString(), source: 'model', basis: { msrp: 2_813_000, equipment: [], rules: [] },
  };
  await server.infra.store.appendToStream(tradeInStreamId(tradeInId), [
    { type: 'TradeInAppraised', data: { offer }, metadata: { ...eventMetadata(systemContext()), eventId: randomUUID() } },
  ], Expected.exact(3 + MAIN_PHOTOS.length));
  return tradeInId;
}
