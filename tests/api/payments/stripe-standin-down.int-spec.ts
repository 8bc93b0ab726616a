import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { dropDatabase, recreateDatabase, urlFor } from '../../support/database';
import { startStandInProcess, type StandInProcess } from '../../support/stripe-standin';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, expectProblem, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #47, bad input: the Stripe stand-in down. The deposit step answers 503 `purchase.payments_unavailable` (the
 * web says it in both languages: features/purchase/problem-messages.ts), nothing is written, and the purchase goes on
 * where it was once the stand-in is back. This file runs a stand-in of its own, which it kills.
 */
const image = readFileSync(path.join(__dirname, '../purchase/fixtures', 'gps.jpg'));
const database = `marketplace_t_standin_${randomBytes(4).toString('hex')}`;
let standIn: StandInProcess;
let t: PurchaseTestServer;

beforeAll(async () => {
  await recreateDatabase(database);
  standIn = await startStandInProcess({ databaseUrl: urlFor(database) });
  t = await startPurchaseServer({ STRIPE_STANDIN_URL: standIn.url }, { vehicles: 10 });
});
afterAll(async () => {
  await t?.stop();
  await standIn?.kill('SIGTERM');
  await dropDatabase(database);
});

it('answers 503 purchase.payments_unavailable while the stand-in is down, writes nothing, and resumes the purchase once it is back', async () => {
  const { client } = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(client, vehicleId);
  await completeFormSteps(client, transactionId, image);
  const history = () => t.server.infra.store.readStream(transactionStreamId(transactionId));
  const before = await history();

  // Down before the intent: refused, and the transaction is as it was.
  await standIn.kill('SIGKILL');
  expectProblem(await client.post('/finances/stripe-payment-intent', { body: { transactionId } }), 503, 'purchase.payments_unavailable', 'transactionId');
  expect(await history()).toEqual(before);
  await t.waitForProjections();
  expect((await client.get('/customers/get-customer-payment-details', { query: { transactionId } })).body).toMatchObject({ paid: false });

  // Back: the deposit step goes on.
  await standIn.restart();
  const intent = await client.post('/finances/stripe-payment-intent', { body: { transactionId } });
  expect(intent.status).toBe(200);
  const requested = await history();
  expect(requested.map((e) => e.type)).toContain('DepositRequested');

  // Down again at the card: refused, nothing paid, nothing written; back: paid once.
  await standIn.kill('SIGKILL');
  const card = { transactionId, paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  expectProblem(await client.post('/finances/test-card-payment', { body: card }), 503, 'purchase.payments_unavailable', 'transactionId');
  expect((await history()).length).toBe(requested.length);
  await standIn.restart();
  expect((await client.post('/finances/test-card-payment', { body: card })).body).toMatchObject({ status: 'succeeded', declineCode: null });
  await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
  await t.server.standIn.drain();
  expect((await streamTypes(t.server, transactionStreamId(transactionId))).filter((x) => x === 'DepositPaid')).toHaveLength(1);
  const paid = await t.server.standIn.stripe.paymentIntents.retrieve(intent.body.paymentIntentId);
  expect(paid).toMatchObject({ status: 'succeeded', amount_received: 25_000, metadata: { transactionId } });
});
