import { transactionStreamId, UserType, vehicleStreamId } from '@marketplace/domain';
import { userOfType } from '../identity/support';
import { type Client } from '../../support/http-client';
import { startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { AuditReader } from '../../../apps/server/src/modules/audit/queries/get-timeline/audit-reader';

/**
 * Issue 15 item 4: staff see what the customer saw. The audit view at an instant is the buyer's own answer as it was
 * then (same prices, same held price, same hold, same step), and names what changed it, with the staff actor.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string };
let staff: { client: Client; userId: string };
let buyer: { client: Client; userId: string; email: string };
let transactionId: string;
let vehicleId: string;
let before: any;
let after: any;

const details = async () => {
  const res = await buyer.client.get('/customers/get-customer-transactions-details', { query: { transactionId } });
  expect(res.status).toBe(200);
  return res.body;
};
const view = (client: Client, subjectId: string, at?: string) => client.get(`/audit/subjects/${subjectId}/customer-view`, { query: at ? { at } : {} });

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  admin = await userOfType(t.server, UserType.Admin, { firstName: 'Alain', lastName: 'Roy' });
  staff = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  buyer = await t.buyer();
  vehicleId = t.vehicleIds[0];
  ({ transactionId } = await startPurchase(buyer.client, vehicleId));
  await t.waitForProjections();
  before = await details();
  const changed = await staff.client.post('/buy-online/staff/change-held-price', {
    body: { transactionId, price: before.vehicle.price + 50_000, reason: 'Winter tires were left out of the listing' },
  });
  expect(changed.status).toBe(200);
  expect((await buyer.client.post('/customers/accept-price-change', { body: { transactionId, price: before.vehicle.price + 50_000 } })).status).toBe(200);
  await t.waitForProjections();
  after = await details();
});
afterAll(() => t?.stop());

describe('audit: what the customer saw', () => {
  it('shows, by default, what the buyer sees now, and the staff change that moved it, with its actor', async () => {
    const res = await view(admin.client, transactionStreamId(transactionId));
    expect(res.status).toBe(200);
    expect(res.body.existed).toBe(true);
    expect(res.body.transaction.vehicle.price).toBe(before.vehicle.price + 50_000);
    expect(res.body.transaction.prices).toEqual(after.prices);
    expect(res.body.transaction.currentStep).toBe(after.currentStep);
    expect(res.body.transaction.hold).toMatchObject({ status: after.hold.status, expiresAt: after.hold.expiresAt, serverTime: res.body.at });
    expect(res.body.contract).toBeNull();
    const change = res.body.changes.find((c: { type: string }) => c.type === 'HeldPriceChanged');
    expect(change).toMatchObject({ streamId: transactionStreamId(transactionId), actor: { userId: staff.userId, name: 'Sophie Gagnon', userTypeId: UserType.SuperAdmin } });
    expect(res.body.changes[0].type).toBe('HeldPriceChangeAccepted');
    expect(res.body.instants.length).toBeGreaterThanOrEqual(4);
  });

  it('at an instant before the staff change, answers exactly what the buyer was shown then (the same pricing code)', async () => {
    const latest = (await view(admin.client, transactionStreamId(transactionId))).body;
    const changedAt = latest.changes.find((c: { type: string }) => c.type === 'HeldPriceChanged').recordedAt;
    const instant = [...latest.instants].reverse().find((i: string) => i < changedAt);
    const res = await view(admin.client, transactionStreamId(transactionId), instant);
    expect(res.status).toBe(200);
    expect(res.body.at).toBe(instant);
    expect(res.body.transaction.vehicle.price).toBe(before.vehicle.price);
    expect(res.body.transaction.prices).toEqual(before.prices);
    expect(res.body.transaction.prices.total).not.toBe(after.prices.total);
    expect(res.body.transaction.priceChange).toBeNull();
    expect(res.body.transaction.steps).toEqual(before.steps);
    // Hold time left at that instant: the lock's expiry as the buyer saw it, counted from that instant.
    expect(res.body.transaction.hold).toMatchObject({ status: before.hold.status, expiresAt: before.hold.expiresAt, serverTime: instant });
    expect(res.body.changes.map((c: { type: string }) => c.type)).not.toContain('HeldPriceChanged');
    expect(res.body.changes.some((c: { streamId: string; type: string }) => c.streamId === vehicleStreamId(vehicleId) && c.type === 'VehicleLocked')).toBe(true);
  });

  it('before the transaction started there was nothing to see', async () => {
    const res = await view(admin.client, transactionStreamId(transactionId), '2000-01-01T00:00:00.000Z');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ existed: false, transaction: null, contract: null, changes: [] });
  });

  it('is for transactions only (404 otherwise), for audit readers only (403), and refuses a malformed instant (400)', async () => {
    expect((await view(admin.client, vehicleStreamId(vehicleId))).status).toBe(404);
    expect((await view(admin.client, 'purchase-00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await view(admin.client, transactionStreamId(transactionId), 'yesterday')).status).toBe(400);
    for (const type of [UserType.Regular, UserType.Dealer, UserType.VehiclesTeam]) {
      const other = type === UserType.Regular ? buyer : await userOfType(t.server, type);
      expect((await view(other.client, transactionStreamId(transactionId))).status).toBe(403);
    }
  });

  it('the timeline\'s outline of a subject, from the links the index keeps, is the one folded from the store', async () => {
    const reader = t.server.app.get(AuditReader, { strict: false });
    for (const subjectId of [transactionStreamId(transactionId), vehicleStreamId(vehicleId), `user-${buyer.userId}`]) {
      const { events, ...folded } = await reader.subject(subjectId);
      expect(events.length).toBeGreaterThan(0);
      const outline = await reader.outline(subjectId);
      expect({ ...outline, related: [...outline.related].sort() }).toEqual({ ...folded, related: [...folded.related].sort() });
    }
    const kept = await t.server.infra.db.selectFrom('audit.stream_links').selectAll().where('stream_id', '=', transactionStreamId(transactionId)).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ owner_id: buyer.userId, related: expect.arrayContaining([vehicleStreamId(vehicleId), `user-${buyer.userId}`]) });
  });
});
