import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { daysFromNow, GPS_PHOTO, payDeposit, PERSONAL, signContract, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from './support';

/**
 * Place of supply (Excise Tax Act Sch. IX; CRA B-103; canada.md): the sales taxes are those of the province where the
 * vehicle is delivered to the buyer: the delivery address's for a delivery, the dealer's for a pickup (and until the
 * delivery step is saved). The billing province the buyer types does not choose the rate, for any price the purchase
 * shows or signs: the transaction's prices, the payment quote, the review and the contract.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(() => t?.stop());

const CALGARY_BILLING = { line1: '225 7 Ave SW', countryId: 43, city: 'Calgary', province: 'AB', postalCode: 'T2P 1J9', phone: '403 555-1234' };
const MONTREAL = { line1: '1 rue Sainte-Catherine O', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' };
/** About 165 km from the Montréal dealer: within its delivery radius, in Ontario. */
const OTTAWA = { line1: '150 Elgin St', city: 'Ottawa', province: 'ON', postalCode: 'K1P 1L4' };

const taxesOf = (prices: { taxes: { name: string; percent: number }[] }) => prices.taxes.map((x) => `${x.name} ${x.percent}`);
const QUEBEC_TAXES = ['GST 5', 'QST 9.975'];

async function ok(res: Promise<{ status: number; body: any }>, what: string) {
  const r = await res;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

it("a Montréal dealer's vehicle bought with an Alberta billing address: QC taxes for a pickup or a delivery in QC, ON's HST delivered to Ottawa, up to the contract", async () => {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const client: Client = buyer.client;
  const started = await startPurchase(client, vehicleId);
  const { transactionId } = started;
  expect(started.prices).toMatchObject({ province: 'QC' });
  expect(taxesOf(started.prices)).toEqual(QUEBEC_TAXES);
  const save = (step: string, data: unknown) => ok(client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } }), step);
  const deliver = (body: object) => ok(client.post('/customers/save-customer-delivery', { body: { transactionId, date: daysFromNow(3), ...body } }), 'delivery');

  // Before the delivery step: the dealer's province, whatever the billing province.
  const billed = await save('personal-details', { ...PERSONAL, billing: CALGARY_BILLING });
  expect(billed.prices).toMatchObject({ province: 'QC', total: started.prices.total });
  expect(taxesOf(billed.prices)).toEqual(QUEBEC_TAXES);
  await save('trade-in', { skip: true });
  await save('payment-method', { method: 'cash' });
  await ok(client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }), 'plan');

  const pickup = await deliver({ method: 'pickup' });
  expect(pickup.prices).toMatchObject({ province: 'QC', total: started.prices.total });
  expect(taxesOf(pickup.prices)).toEqual(QUEBEC_TAXES);

  const inQuebec = await deliver({ method: 'delivery', address: MONTREAL });
  expect(inQuebec.prices.province).toBe('QC');
  expect(taxesOf(inQuebec.prices)).toEqual(QUEBEC_TAXES);

  const inOntario = await deliver({ method: 'delivery', address: OTTAWA });
  expect(inOntario.prices.province).toBe('ON');
  expect(taxesOf(inOntario.prices)).toEqual(['HST 13']);
  expect(inOntario.prices.taxes[0].amount).toBe(Math.round(inOntario.prices.subtotal * 0.13));
  expect(inOntario.prices.deliveryPrice).toBe(inQuebec.prices.deliveryPrice);
  expect(inOntario.prices.total).not.toBe(inQuebec.prices.total);

  // Every read prices it the same way: the transaction, the payment quote, the review.
  const details = await ok(client.get('/customers/get-customer-transactions-details', { query: { transactionId } }), 'details');
  expect(details.prices).toEqual(inOntario.prices);
  const quote = await ok(client.post('/customers/quote-payment-method', {
    body: { transactionId, method: 'finance', termMonths: 60, ratePercent: 4.99, frequency: 12, downPayment: 0 },
  }), 'quote');
  expect(quote.province).toBe('ON');
  expect(taxesOf(quote)).toEqual(['HST 13']);

  for (const side of ['front', 'back']) {
    await ok(client.post('/customers/upload-driverslicence', { body: { transactionId, side, data: GPS_PHOTO.toString('base64') } }), side);
  }
  await ok(client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }), 'confirm');
  const review = await ok(client.get('/revieworder/get-review-order-details', { query: { transactionId } }), 'review');
  expect(review.prices).toMatchObject({ province: 'ON', total: inOntario.prices.total });

  // The contract is signed at the Ontario total.
  await payDeposit(client, transactionId);
  await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicleId))).includes('VehicleReserved'));
  await signContract(client, transactionId);
  const signed = (await t.server.infra.store.readStream(transactionStreamId(transactionId))).find((e) => e.type === 'ContractSigned');
  expect(signed?.data).toMatchObject({ total: inOntario.prices.total });
});
