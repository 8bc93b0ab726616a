import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consentAndSubmit, fillApplication, steadyApplicant } from '../credit/support';
import { appraisedCivic } from '../trade-in/support';
import { type Client } from '../../support/http-client';
import { completeFormSteps, payDeposit, signContract, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';

/**
 * Issue 16 item 2, "My documents": the signed contract, the deposit receipt, the trade-in appraisal and the
 * pre-qualification result are listed at once after they happen (read-your-writes) and downloadable as PDFs by their
 * owner only (another customer: 404). The licence is only said to be on file: never served back once confirmed.
 */
const image = readFileSync(path.join(__dirname, 'fixtures', 'gps.jpg'));
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(() => t?.stop());

async function pdf(client: Client, url: string, language = 'en-ca') {
  const res = await fetch(`${t.server.url}${url}?language=${language}`, { headers: { cookie: `User.Token=${client.token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body };
}

it('lists and serves the owner\'s documents; another customer gets 404; the licence is on file only', async () => {
  const buyer = await t.buyer();
  const other = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  await completeFormSteps(buyer.client, transactionId, image);

  // Uploaded and confirmed: on file, and the image is no longer served to its owner (staff still open it).
  const licence = await buyer.client.get('/customers/get-customer-drivers-licence', { query: { transactionId } });
  expect(licence.body).toMatchObject({ confirmed: true, front: { uploaded: true, url: null }, back: { uploaded: true, url: null } });
  expect((await pdf(buyer.client, `/api/customers/drivers-licence/${transactionId}/front`)).status).toBe(404);
  const staff = await t.buyer({ userTypeId: 7 });
  expect((await pdf(staff.client, `/api/customers/drivers-licence/${transactionId}/front`)).status).toBe(200);

  await payDeposit(buyer.client, transactionId);
  await signContract(buyer.client, transactionId);
  const { tradeInId } = await appraisedCivic(buyer.client);
  const applicationId = await fillApplication(buyer.client, steadyApplicant());
  expect((await consentAndSubmit(t.server, buyer.client, applicationId)).status).toBe(200);

  // The very next read lists them all, newest first.
  const listed = await buyer.client.get('/customers/get-customer-documents');
  expect(listed.status).toBe(200);
  const byKind = Object.fromEntries(listed.body.items.map((d: any) => [d.kind, d]));
  expect(Object.keys(byKind).sort()).toEqual(['contract', 'deposit_receipt', 'prequalification', 'trade_in_appraisal']);
  expect(byKind.contract).toMatchObject({ id: transactionId, vehicle: expect.stringMatching(/^\d{4} /), url: `/api/customers/documents/contract/${transactionId}` });
  expect(byKind.deposit_receipt.id).toBe(transactionId);
  expect(byKind.trade_in_appraisal).toMatchObject({ id: tradeInId, vehicle: '2025 Honda Civic' });
  expect(byKind.prequalification).toMatchObject({ id: applicationId, vehicle: null });
  const dates = listed.body.items.map((d: any) => d.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(listed.body.licences).toEqual([{ transactionId, vehicle: byKind.contract.vehicle, confirmed: true }]);

  for (const d of listed.body.items) {
    const file = await pdf(buyer.client, d.url, 'fr-ca');
    expect([d.kind, file.status, file.type, file.cache]).toEqual([d.kind, 200, 'application/pdf', 'private, no-store']);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    // Someone else's document is not revealed, whatever its kind.
    expect([d.kind, (await pdf(other.client, d.url)).status]).toEqual([d.kind, 404]);
  }
  const receipt = await pdf(buyer.client, byKind.deposit_receipt.url);
  expect(receipt.body.includes(Buffer.from('Deposit receipt'))).toBe(true);
  expect((await other.client.get('/customers/get-customer-documents')).body).toEqual({ items: [], licences: [] });
  expect((await buyer.client.get(`/customers/documents/contract/${tradeInId}`)).status).toBe(404);
  expect((await buyer.client.get('/customers/documents/invoice/' + transactionId)).status).toBe(400);
});
