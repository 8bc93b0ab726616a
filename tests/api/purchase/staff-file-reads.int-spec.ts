import { auditStreamId, UserType, userStreamId } from '@marketplace/domain';
import { type Client } from '../../support/http-client';
import { expectProblem, GPS_PHOTO, reservedPurchase, signContract, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';

/**
 * ARCHITECTURE §2: staff reads of personal data are events. A staff member who opens a buyer's driver's licence image,
 * signed contract or money-back return records an `audit.subject-viewed` on the buyer's access log (`audit-user-<id>`), with the route
 * as the reason, before the file is answered; the buyer opening their own file records nothing. Since the read
 * writes, a cross-site request (a page of another site in a staff browser) is refused and records nothing.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string };

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 30 }); // one vehicle of dealer 1 per test
  admin = await t.buyer({ userTypeId: UserType.Admin });
});
afterAll(() => t?.stop());

const LICENCE_ROUTE = 'GET /customers/drivers-licence/:transactionId/:side';
const CONTRACT_ROUTE = 'GET /revieworder/contract/:transactionId';
const RETURN_ROUTE = 'GET /customers/get-vehicle-return';

/** The views of a buyer's personal data recorded on their access log, as [viewer, reason]. */
async function viewsOf(userId: string) {
  const events = await t.server.infra.store.readStream(auditStreamId(userStreamId(userId)));
  return events.filter((e) => e.type === 'audit.subject-viewed').map((e) => {
    const d = e.data as { subjectId: string; viewerId: string; viewerType: number; reason: string };
    expect(d.subjectId).toBe(userStreamId(userId));
    return [d.viewerId, d.viewerType, d.reason];
  });
}
const allViews = async () => Number((await t.server.infra.pool.query(`select count(*) as n from eventstore.events where type = 'audit.subject-viewed'`)).rows[0].n);

it("an admin opening a buyer's licence image is recorded on the buyer's access log; the buyer's own read is not; a cross-site read is refused", async () => {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  const uploaded = await buyer.client.post('/customers/upload-driverslicence', { body: { transactionId, side: 'front', data: GPS_PHOTO.toString('base64') } });
  expect(uploaded.status).toBe(200);
  const path = `/customers/drivers-licence/${transactionId}/front`;

  const before = await allViews();
  const own = await buyer.client.get(path);
  expect({ status: own.status, type: own.headers.get('content-type') }).toEqual({ status: 200, type: 'image/jpeg' });
  expect(await allViews()).toBe(before);
  expect(await viewsOf(buyer.userId)).toEqual([]);

  const crossSite = await admin.client.get(path, { headers: { 'sec-fetch-site': 'cross-site' } });
  expectProblem(crossSite, 403, 'auth.csrf_failed');
  expect(await allViews()).toBe(before);

  const read = await admin.client.get(path, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect({ status: read.status, type: read.headers.get('content-type') }).toEqual({ status: 200, type: 'image/jpeg' });
  expect(await viewsOf(buyer.userId)).toEqual([[admin.userId, UserType.Admin, LICENCE_ROUTE]]);
});

it("an admin opening a buyer's signed contract is recorded on the buyer's access log; the buyer's own read is not; a cross-site read is refused", async () => {
  const { buyer, transactionId } = await reservedPurchase(t);
  await signContract(buyer.client, transactionId);
  const path = `/revieworder/contract/${transactionId}`;

  const before = await allViews();
  const own = await buyer.client.get(path);
  expect({ status: own.status, type: own.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
  expect(await allViews()).toBe(before);

  expectProblem(await admin.client.get(path, { headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'auth.csrf_failed');
  expect(await allViews()).toBe(before);

  const read = await admin.client.get(path);
  expect({ status: read.status, type: read.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
  expect(await viewsOf(buyer.userId)).toEqual([[admin.userId, UserType.Admin, CONTRACT_ROUTE]]);
  const [recorded] = (await t.server.infra.store.readStream(auditStreamId(userStreamId(buyer.userId)))).filter((e) => e.type === 'audit.subject-viewed');
  expect(recorded.metadata).toMatchObject({ actor: admin.userId, correlationId: read.headers.get('x-correlation-id') });
});

it("an admin reading a buyer's money-back return is recorded on the buyer's access log, once per read; the buyer's own read is not; a cross-site read is refused", async () => {
  const { buyer, transactionId } = await reservedPurchase(t);
  await signContract(buyer.client, transactionId);
  const deliveredAt = new Date(Date.now() - 3_600_000).toISOString();
  expect((await admin.client.post('/buy-online/staff/record-delivery', { body: { transactionId, deliveredAt, odometerKm: 12_000 } })).status).toBe(200);
  expect((await buyer.client.post('/customers/request-vehicle-return', { body: { transactionId, odometerKm: 12_100, reason: 'changed_mind' } })).status).toBe(200);
  await t.waitForProjections();
  const read = (client: Client, headers: Record<string, string> = {}) => client.get('/customers/get-vehicle-return', { query: { transactionId }, headers });

  const before = await allViews();
  const own = await read(buyer.client);
  expect([own.status, own.body.return?.status]).toEqual([200, 'requested']);
  expect(await allViews()).toBe(before);

  expectProblem(await read(admin.client, { 'sec-fetch-site': 'cross-site' }), 403, 'auth.csrf_failed');
  expect(await allViews()).toBe(before);

  const first = await read(admin.client);
  expect([first.status, first.body.return?.odometerKm]).toEqual([200, 12_100]);
  const second = await read(admin.client);
  expect(second.status).toBe(200);
  expect(await viewsOf(buyer.userId)).toEqual([[admin.userId, UserType.Admin, RETURN_ROUTE], [admin.userId, UserType.Admin, RETURN_ROUTE]]);
  const recorded = (await t.server.infra.store.readStream(auditStreamId(userStreamId(buyer.userId)))).filter((e) => e.type === 'audit.subject-viewed');
  expect(recorded.map((e) => e.metadata.correlationId)).toEqual([first, second].map((r) => r.headers.get('x-correlation-id')));
  expect(await allViews()).toBe(before + 2);
});
