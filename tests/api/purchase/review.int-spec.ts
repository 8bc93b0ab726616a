import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { pollUntil } from '../../support/poll';
import {
  completeFormSteps, expectProblem, finalizeReviewed, payDeposit, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer,
} from './support';

const image = readFileSync(path.join(__dirname, 'fixtures', 'gps.jpg'));
let t: PurchaseTestServer;
let vehicles: string[];
let next = 0;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
  vehicles = await vehiclesOfDealer(t.server, 1);
});
afterAll(() => t?.stop());

async function signature(): Promise<string> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 90 C 60 10, 120 110, 180 40 S 300 100, 390 30" stroke="#123" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

async function paidPurchase() {
  const buyer = await t.buyer();
  const vehicleId = vehicles[next++];
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  await completeFormSteps(buyer.client, transactionId, image);
  await payDeposit(buyer.client, transactionId);
  await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
  return { ...buyer, vehicleId, transactionId };
}

const fetchAs = (token: string | undefined, url: string) => fetch(`${t.server.url}${url}`, { headers: { cookie: `User.Token=${token}` } });

describe('review and contract', () => {
  it('reviews, signs, generates the contract (French first for Quebec) and places the order', async () => {
    const { client, userId, vehicleId, transactionId } = await paidPurchase();
    const review = await client.get('/revieworder/get-review-order-details', { query: { transactionId } });
    expect(review.body).toMatchObject({
      canSign: false, missing: ['signature'], signatureUploaded: false, paymentMethod: 'cash', contractLanguages: ['fr', 'en'],
      buyer: { firstName: 'Marie', lastName: 'Tremblay', billing: { province: 'QC' } },
      transaction: { status: 'pending', deposit: { paid: true, amountPaid: 25_000 } },
    });
    expect(review.body.prices.total).toBeGreaterThan(review.body.prices.subtotal);
    // The reviewed total is required: an API client cannot sign without saying which total it showed.
    expectProblem(await client.post('/revieworder/finalize', { body: { transactionId } }), 400, 'validation.invalid_input', 'body.total');
    expectProblem(await finalizeReviewed(client, transactionId), 422, 'purchase.signature_missing');

    expectProblem(await client.post('/revieworder/upload-signature', { body: { transactionId, signature: image.toString('base64') } }), 400, 'files.unsupported_type', 'body.signature');
    // A blank pad is refused whatever the canvas size, transparent or white, and so is a dot: the ink is measured.
    const pad = (background: { r: number; g: number; b: number; alpha: number }, dot = false) => sharp({ create: { width: 400, height: 120, channels: 4, background } })
      .composite(dot ? [{ input: { create: { width: 4, height: 4, channels: 4, background: '#123' } }, left: 200, top: 60 }] : []).png().toBuffer();
    for (const blank of [await pad({ r: 0, g: 0, b: 0, alpha: 0 }), await pad({ r: 255, g: 255, b: 255, alpha: 1 }), await pad({ r: 0, g: 0, b: 0, alpha: 0 }, true)]) {
      const refused = await client.post('/revieworder/upload-signature', { body: { transactionId, signature: `data:image/png;base64,${blank.toString('base64')}` } });
      expect([refused.status, refused.body.code]).toEqual([400, 'purchase.signature_empty']);
    }
    expect((await client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).body).toEqual({ Status: 1 });
    expect((await client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body).toMatchObject({ canSign: true, missing: [] });

    const done = await finalizeReviewed(client, transactionId);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ Status: 1, transactionId, contractUrl: `/api/revieworder/contract/${transactionId}` });
    // Read-your-writes: the very next read of what the dashboard shows (transactions, documents) lists the signed contract.
    const dashboard = await client.get('/customers/get-customer-transactions-list');
    expect(dashboard.body.find((x: any) => x.TransactionId === transactionId)).toMatchObject({ DocumentSigned: true, Status: 'completed' });
    expect((await client.get('/revieworder/get-customer-vehicle-order', { query: { transactionId } })).body).toMatchObject({ contractSigned: true, status: 'completed' });
    const events = await t.server.infra.store.readStream(transactionStreamId(transactionId));
    const signed = events.find((e) => e.type === 'ContractSigned')!;
    expect(signed.data).toMatchObject({ languages: ['fr', 'en'], contractUrl: done.body.contractUrl, deposit: 25_000 });
    expect(signed.metadata.actor).toBe(userId);

    const pdf = await fetchAs(client.token, done.body.contractUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/\/Count 2/);
    expect(bytes).toContain('/Lang (fr-CA)');

    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleSold'));
    await t.waitForProjections();
    expect((await client.get(`/catalog/vehicles/${vehicleId}`)).body.status).toBe('sold');
    const list = await client.get('/customers/get-customer-transactions-list');
    expect(list.body.find((x: any) => x.TransactionId === transactionId)).toMatchObject({ DocumentSigned: true, Status: 'completed' });
    const order = await client.get('/revieworder/get-customer-vehicle-order', { query: { transactionId } });
    expect(order.body).toMatchObject({ status: 'completed', contractSigned: true, contractUrl: done.body.contractUrl, deposit: 25_000, total: (signed.data as any).total });
    const details = await client.get('/customers/get-customer-transactions-details', { query: { transactionId } });
    expect(details.body).toMatchObject({ contractSigned: true, completedSteps: expect.arrayContaining(['review']) });

    expectProblem(await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: true } } }), 409, 'purchase.transaction_closed');
    expectProblem(await finalizeReviewed(client, transactionId), 409, 'purchase.transaction_closed');

    const stranger = await t.buyer();
    expect((await fetchAs(stranger.client.token, done.body.contractUrl)).status).toBe(404);
    const admin = await t.buyer({ userTypeId: 6 });
    expect((await fetchAs(admin.client.token, done.body.contractUrl)).status).toBe(200);
  });

  it('a French-speaking Quebec buyer gets the French contract only, even signed from an English page (ADR 0060)', async () => {
    const { client, transactionId } = await paidPurchase();
    expect((await client.post('/user/update-user-self', { body: { Language_Id: 2 } })).body).toEqual({ Status: 1 });
    await client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } });
    const done = await finalizeReviewed(client, transactionId, 'en-ca');
    const bytes = Buffer.from(await (await fetchAs(client.token, done.body.contractUrl)).arrayBuffer()).toString('latin1');
    expect(bytes).toMatch(/\/Count 1/);
    expect(bytes).toContain('/Lang (fr-CA)');
  });
});

describe('audit: a purchase\'s full event history for admins', () => {
  it('lists type, time, actor and data with personal fields masked; admins 6 and 7 only', async () => {
    const { client, userId, transactionId } = await paidPurchase();
    for (const type of [6, 7] as const) {
      const admin = await t.buyer({ userTypeId: type });
      const res = await admin.client.get(`/audit/streams/${transactionStreamId(transactionId)}`);
      expect(res.status).toBe(200);
      expect(res.body.events.map((e: any) => e.type)).toEqual(expect.arrayContaining(['TransactionStarted', 'PersonalDetailsSaved', 'DepositRequested', 'DepositPaid']));
      const started = res.body.events[0];
      expect(started).toMatchObject({ streamVersion: 1, type: 'TransactionStarted', actor: userId, impersonator: null });
      expect(typeof started.occurredAt).toBe('string');
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('Tremblay');
      expect(text).not.toContain('Sainte-Catherine');
      expect(text).not.toMatch(/pv1\./);
      expect(res.body.events.find((e: any) => e.type === 'PersonalDetailsSaved').data.details).toBe('[sealed]');
    }
    expectProblem(await client.get(`/audit/streams/${transactionStreamId(transactionId)}`), 403, 'auth.forbidden');
    const admin = await t.buyer({ userTypeId: 7 });
    expectProblem(await admin.client.get('/audit/streams/purchase-00000000-0000-4000-8000-000000000000'), 404, 'audit.stream_not_found');
    expect((await admin.client.get(`/audit/streams/${vehicleStreamId(vehicles[0])}`)).body.events[0].type).toBe('VehicleListed');
  });
});
