import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { outbox } from '../../support/mailbox';
import { login } from '../identity/support';
import { Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { reservedPurchase, startPurchase, startPurchaseServer, streamTypes, type PurchaseTestServer } from './support';

/**
 * Issue 16 (customer gaps, item 4; ADR 0029): deactivating the account with a paid 5-day reservation settles it in
 * the same request: the transaction is cancelled ('account_deactivated'), the deposit refunded once through the
 * payments port and the vehicle released, instead of the reservation running out silently.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(() => t?.stop());

it('deactivating with a paid reservation refunds the deposit once and releases the vehicle', async () => {
  const { buyer, vehicleId, transactionId } = await reservedPurchase(t);
  await t.waitForProjections();
  const local = t.server.standIn;

  expect((await buyer.client.post('/user/delete-account-section', { body: { Mode: 'deactivate' } })).body).toEqual({ Status: 1 });

  // In the request itself: the cancellation with its reason, the refund request, the provider's refund, the release.
  const tx = await t.server.infra.store.readStream(transactionStreamId(transactionId));
  expect(tx.filter((e) => e.type === 'TransactionCancelled').map((e) => (e.data as { reason: string }).reason)).toEqual(['account_deactivated']);
  expect(tx.filter((e) => e.type === 'DepositRefundRequested')).toHaveLength(1);
  expect((await local.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed)).toHaveLength(1);
  expect(await streamTypes(t.server, vehicleStreamId(vehicleId))).toContain('ReservationCancelled');
  await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositRefunded'));

  // Another buyer can hold the vehicle at once.
  const other = await t.buyer();
  expect((await startPurchase(other.client, vehicleId)).transactionId).toBeTruthy();

  // Reactivated, the buyer sees the refunded, cancelled transaction and one refund email; a second deactivation refunds nothing more.
  const again = new Client(t.server);
  await login(again, buyer.email);
  expect((await again.post('/user/reactivate-account')).body).toEqual({ Status: 1 });
  await t.waitForProjections();
  const history = (await again.get('/customers/get-customer-transaction-history')).body.items;
  expect(history).toEqual([expect.objectContaining({ transactionId, status: 'cancelled', deposit: { amount: 25_000, status: 'refunded' } })]);
  expect((await again.post('/user/delete-account-section', { body: { Mode: 'deactivate' } })).body).toEqual({ Status: 1 });
  expect((await local.requests()).filter((r) => r.path === '/v1/refunds' && !r.replayed)).toHaveLength(1);
  expect(await outbox(t.server, buyer.email, { kind: 'purchase.refund-confirmation' })).toHaveLength(1);
});
