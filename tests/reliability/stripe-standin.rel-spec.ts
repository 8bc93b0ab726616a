import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transactionStreamId } from '@marketplace/domain';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { Client } from '../support/http-client';
import { linkToken, outbox, uniqueEmail } from '../support/mailbox';
import { login, registration } from '../api/identity/support';
import { pollUntil } from '../support/poll';
import { completeFormSteps, SEED_NOW, startPurchase } from '../api/purchase/support';
import type { TestServer } from '../support/server';
import {
  type PrivatePostgres, type PrivateRedis, serverBuildExists, type ServerProcess, startPrivatePostgres, startPrivateRedis, startServerProcess,
} from '../support/private-services';
import { StandIn, startStandInProcess, type StandInProcess } from '../support/stripe-standin';
import { databaseTools } from './support';

/**
 * Issue #47: the Stripe stand-in is another party (ADR 0069). A kill -9 of the server process alone keeps every
 * payment intent the stand-in made: a deposit paid before the kill is still paid after it, and a webhook the server
 * had not acknowledged yet is delivered once the server is back (on another port), giving exactly one DepositPaid.
 * The production build against a PostgreSQL, a Redis and a stand-in this suite owns.
 */
const image = readFileSync(path.join(__dirname, '../api/purchase/fixtures', 'gps.jpg'));
const KEY = 'sk_test_reliability';
let pg: PrivatePostgres;
let redis: PrivateRedis;
let tools: ReturnType<typeof databaseTools>;
let standInProcess: StandInProcess;
let standIn: StandIn;
let server: ServerProcess | null = null;

beforeAll(async () => {
  if (!serverBuildExists()) throw new Error('run `npm run build` first: the reliability suite runs the production build');
  pg = await startPrivatePostgres('stripe-standin');
  redis = await startPrivateRedis();
  tools = databaseTools(pg.url);
  await tools.migrate();
  await seedCatalogDemo({ db: tools.db, store: tools.store }, { vehicles: 10, seed: 11, now: SEED_NOW });
  // The stand-in keeps its schema in the same PostgreSQL (its own schema, stripe_standin), as `npm start` runs it.
  standInProcess = await startStandInProcess({ databaseUrl: pg.url, retryBaseMs: 200 });
  standIn = new StandIn(standInProcess.url, KEY);
});
afterAll(async () => {
  await server?.kill();
  await standInProcess?.kill('SIGTERM');
  await tools?.close();
  await redis?.stop();
  await pg?.destroy();
});

const env = () => ({ DATABASE_URL: pg.url, REDIS_URL: redis.url, TIMER_RECONCILE_MS: '500', STRIPE_STANDIN_URL: standInProcess.url, STRIPE_STANDIN_KEY: KEY });
/** Where the buyers' browsers go: the server process of the moment (a restarted one listens on another port). */
const site = { url: '' } as { url: string };
const target = site as TestServer;
async function startServer() {
  server = await startServerProcess(env());
  site.url = server.url;
}
const count = async (transactionId: string, type: string) => (await tools.store.readStream(transactionStreamId(transactionId))).filter((e) => e.type === type).length;

/** A buyer signed up over HTTP, email confirmed by the activation link, with a purchase ready for its deposit. */
async function readyBuyer(vehicleId: string) {
  const client = new Client(target);
  const email = uniqueEmail('standin');
  expect((await client.post('/user/register', { query: { languageId: 1 }, body: registration(email) })).body?.Status).toBe(1);
  const [mail] = await outbox(target, email, { kind: 'identity.activation' });
  expect((await new Client(target).post('/user/activate-account', { body: { token: linkToken(mail, 'activate') } })).body).toEqual({ Status: 1 });
  await login(client, email);
  const { transactionId } = await startPurchase(client, vehicleId);
  await completeFormSteps(client, transactionId, image);
  const intent = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
  expect(intent.status).toBe(200);
  const pay = () => client.post('/finances/test-card-payment', {
    body: { transactionId, paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  return { client, transactionId, paymentIntentId: intent.body.paymentIntentId as string, pay };
}

it('kill -9 of the server alone: every payment intent stays, and the unacknowledged webhook gives exactly one DepositPaid after the restart', async () => {
  await startServer();
  await tools.waitCaughtUp();
  const vehicles = (await tools.db.selectFrom('catalog.vehicle_listings').select('id').where('status', '=', 'available').orderBy('id').execute()).map((r) => r.id as string);

  // A deposit paid and acknowledged before the kill.
  const before = await readyBuyer(vehicles[0]);
  expect((await before.pay()).body).toMatchObject({ status: 'succeeded' });
  await pollUntil(async () => (await count(before.transactionId, 'DepositPaid')) === 1, 30_000);

  // A deposit the card paid whose payment_intent.succeeded webhook the server has not acknowledged when it dies.
  const during = await readyBuyer(vehicles[1]);
  const releaseWebhooks = await standIn.holdWebhooks('payment_intent.succeeded');
  expect((await during.pay()).body).toMatchObject({ status: 'succeeded' });
  const intentsBefore = (await standIn.stripe.paymentIntents.list({ limit: 100 })).data.map((pi) => [pi.id, pi.status, pi.amount_received]).sort();
  expect(intentsBefore).toEqual(expect.arrayContaining([[before.paymentIntentId, 'succeeded', 25_000], [during.paymentIntentId, 'succeeded', 25_000]]));

  await server!.kill('SIGKILL');
  server = null;
  expect(await releaseWebhooks()).toBe(1);
  // The stand-in tries the dead server and keeps the delivery for later.
  const pending = await pollUntil(async () => (await standIn.deliveries()).find((d) => d.type === 'payment_intent.succeeded' && d.attempts >= 1 && !d.deliveredAt), 30_000);
  expect(await count(during.transactionId, 'DepositPaid')).toBe(0);

  // The stand-in, another process, lost nothing: every intent as it was.
  expect((await standIn.stripe.paymentIntents.list({ limit: 100 })).data.map((pi) => [pi.id, pi.status, pi.amount_received]).sort()).toEqual(intentsBefore);

  // The server back (another port): it registers its endpoints again, and the retried webhook reaches it.
  await startServer();
  await pollUntil(async () => (await standIn.deliveries()).find((d) => d.id === pending.id && d.deliveredAt), 60_000);
  await pollUntil(async () => (await count(during.transactionId, 'DepositPaid')) === 1, 30_000);
  await standIn.drain();
  expect(await count(during.transactionId, 'DepositPaid')).toBe(1);
  expect(await count(before.transactionId, 'DepositPaid')).toBe(1);

  // Both buyers see their deposit paid; the stand-in's captured charges are the DepositPaid events, one per purchase.
  await tools.waitCaughtUp();
  for (const buyer of [before, during]) {
    const details = await buyer.client.get('/customers/get-customer-payment-details', { query: { transactionId: buyer.transactionId } });
    expect(details.body).toMatchObject({ paid: true, amountPaid: 25_000, stripeId: buyer.paymentIntentId });
  }
  const charged = (await standIn.stripe.charges.list({ limit: 100 })).data.filter((c) => c.captured && c.status === 'succeeded').map((c) => c.metadata.transactionId).sort();
  expect(charged).toEqual([before.transactionId, during.transactionId].sort());
});
