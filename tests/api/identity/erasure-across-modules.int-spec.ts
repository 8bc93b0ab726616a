import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transactionStreamId } from '@marketplace/domain';
import { seedCatalogReference } from '../../../apps/server/src/modules/catalog/catalog.public';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, expectProblem, payDeposit, startPurchase, startPurchaseServer, streamTypes, type PurchaseTestServer } from '../purchase/support';
import { CIVIC, CIVIC_LX_2025, CIVIC_VIN } from '../trade-in/support';
import { Client } from '../../support/http-client';
import { login, PASSWORD, registration } from './support';

/**
 * The account lifecycle (#16 item 4) across modules. Deactivating releases the vehicle locks the owner holds. Deleting: a deposit not refunded blocks it; once refunded, identity shreds the
 * key and publishes identity.account-deleted.v1, which garage and purchase consume to scrub their read tables for good.
 */
jest.setTimeout(120_000);

const image = readFileSync(path.join(__dirname, '../purchase/fixtures/gps.jpg'));
let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 4 });
  await seedCatalogReference(t.server.infra.db);
});
afterAll(() => t?.stop());

const rowsOf = async (userId: string) => {
  const { rows } = await t.server.infra.pool.query(
    `select 'garage' as t, row_to_json(v)::text as text from garage.vehicles v where owner_id = $1
     union all select 'list', row_to_json(l)::text from purchase.transaction_list l where user_id = $1
     union all select 'details', row_to_json(d)::text from purchase.transaction_details d where user_id = $1
     union all select distinct 'key acts', '' from purchase.access_activity a where user_id = $1`, [userId]);
  return rows.map((r: { t: string }) => r.t).sort();
};

it('a paid deposit blocks deletion until refunded; then nothing of the person can be read back and the email signs up again', async () => {
  const buyer = await t.buyer();
  const car = await buyer.client.post('/vehicles/create-customer-vehicle', { body: { vin: CIVIC_VIN, modelId: CIVIC, trimId: CIVIC_LX_2025, kilometres: 30_000 } });
  expect(car.status).toBe(201);
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
  await completeFormSteps(buyer.client, transactionId, image);
  await payDeposit(buyer.client, transactionId);
  await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositPaid'));
  await t.waitForProjections();
  // The address and device of the lock and the deposit (ADR 0087) are rows about the person too.
  expect(await rowsOf(buyer.userId)).toEqual(['details', 'garage', 'key acts', 'list']);

  const typo = await buyer.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'continue' } });
  expectProblem(typo, 400, 'identity.confirmation_required', 'body.Confirmation');
  const blocked = await buyer.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } });
  expectProblem(blocked, 409, 'identity.deletion_blocked');
  expect((await buyer.client.get('/user/current')).status).toBe(200);

  expect((await buyer.client.post('/customers/cancel-customer-transaction', { body: { transactionId } })).body).toEqual({ Status: 1 });
  await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositRefunded'), 20_000);
  await t.waitForProjections();
  expect((await buyer.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });
  expect((await buyer.client.get('/vehicles/get-customer-vehicles')).status).toBe(401);
  await t.waitForProjections();
  expect(await rowsOf(buyer.userId)).toEqual([]);

  // Rebuilt from the log, the read tables still hold nothing of the person.
  for (const projection of ['garage.vehicles', 'purchase.transaction-list', 'purchase.transaction-details']) await t.server.infra.projections.rebuild(projection);
  expect(await rowsOf(buyer.userId)).toEqual([]);
  const { rows: everything } = await t.server.infra.pool.query(
    `select row_to_json(v)::text as text from garage.vehicles v union all select row_to_json(l)::text from purchase.transaction_list l
     union all select row_to_json(d)::text from purchase.transaction_details d`);
  for (const secret of [buyer.userId, buyer.email, transactionId, car.body.garageVehicleId]) {
    expect(everything.filter((r: { text: string }) => r.text.includes(secret))).toEqual([]);
  }

  // The email signs up again: a new person, who sees nothing of the old one.
  const again = new Client(t.server);
  const reg = await again.post('/user/register', { body: registration(buyer.email) });
  expect(reg.body).toMatchObject({ Status: 1 });
  expect(reg.body.User_Guid).not.toBe(buyer.userId);
  const newcomer = new Client(t.server);
  expect((await login(newcomer, buyer.email)).body).toMatchObject({ Status: 1 });
  expect((await newcomer.get('/vehicles/get-customer-vehicles')).body.items).toEqual([]);
  expect((await newcomer.get('/customers/get-customer-transactions-list')).body).toEqual([]);
  expect((await newcomer.get('/vehicles/get-customer-vehicle-details', { query: { garageVehicleId: car.body.garageVehicleId } })).status).toBe(404);
});

it('deactivating releases the vehicle the owner holds; the owner can reactivate', async () => {
  const [owner, other] = await t.buyers(2);
  const vehicleId = t.vehicleIds[1];
  expect((await owner.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).status).toBe(200);
  expect((await other.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).status).not.toBe(200);
  await t.waitForProjections(); // the lock's expiry deadline is how purchase finds the live locks

  expect((await owner.client.post('/user/delete-account-section', { body: { Mode: 'deactivate' } })).body).toEqual({ Status: 1 });
  expect((await other.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`)).status).toBe(200);

  const again = new Client(t.server);
  expect((await login(again, owner.email, PASSWORD)).body).toMatchObject({ Status: 1, Active: false });
  expect((await again.post('/user/reactivate-account')).body).toEqual({ Status: 1 });
  expect((await again.get('/user/current')).body).toMatchObject({ Active: true });
});
