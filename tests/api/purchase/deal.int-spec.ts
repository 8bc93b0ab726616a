import { consentAndSubmit, fillApplication, steadyApplicant } from '../credit/support';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { daysFromNow, expectProblem, GPS_PHOTO, payDeposit, PERSONAL, signature, startPurchase, startPurchaseServer, type PurchaseTestServer } from './support';

/** Issue #42 (ADR 0057) through the API: the pre-qualified maximum, and the contract read before signing (its owner only). */
let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 16 });
});
afterAll(() => t?.stop());

const ok = (r: { status: number; body: any }, what: string) => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

async function financed(client: Client, vehicleId: string, downPayment: number) {
  const { transactionId } = await startPurchase(client, vehicleId);
  const save = (step: string, data: unknown) => client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } });
  ok(await save('personal-details', PERSONAL), 'personal');
  ok(await save('trade-in', { skip: true }), 'trade-in');
  ok(await save('payment-method', { method: 'finance', termMonths: 60, frequency: 12, downPayment }), 'payment');
  ok(await client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }), 'plan');
  ok(await client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(3) } }), 'delivery');
  for (const side of ['front', 'back']) ok(await client.post('/customers/upload-driverslicence', { body: { transactionId, side, data: GPS_PHOTO.toString('base64') } }), side);
  ok(await client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }), 'licence');
  return transactionId;
}

describe('the deal and credit through the API', () => {
  it('finance above the pre-qualified maximum cannot be signed; a down payment that brings it under can', async () => {
    const { client } = await t.buyer();
    const decision = ok(await consentAndSubmit(t.server, client, await fillApplication(client, steadyApplicant())), 'credit').decision;
    const max = decision.approvedAmount.max as number;
    await t.waitForProjections();
    const prices = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select(['id', 'price']).where('id', 'in', t.vehicleIds).orderBy('price', 'desc').execute();
    const [expensive] = prices;
    expect(Number(expensive.price)).toBeGreaterThan(max);
    const transactionId = await financed(client, expensive.id as string, 0);
    await payDeposit(client, transactionId);
    await t.waitForProjections();

    const review = ok(await client.get('/revieworder/get-review-order-details', { query: { transactionId } }), 'review');
    expect(review.prices.credit).toEqual({ status: 'over_maximum', ratePercent: decision.indicativeRate, maxAmount: max });
    expect(review.prices.deal.finance.ratePercent).toBe(decision.indicativeRate);
    expect(review.prices.deal.finance.amountFinanced).toBeGreaterThan(max);
    expect(review.missing).toContain('credit');
    const drawn = await signature();
    await pollUntil(async () => (await client.post('/revieworder/upload-signature', { body: { transactionId, signature: drawn } })).status === 200);
    expectProblem(await client.post('/revieworder/finalize', { body: { transactionId, language: 'en-ca', total: review.prices.total } }), 422, 'purchase.credit_over_maximum', 'body.downPayment');

    // A down payment (whole dollars) that brings the amount financed under the maximum.
    const downPayment = Math.ceil((review.prices.deal.finance.amountFinanced - max) / 100) * 100 + 10_000;
    const quote = ok(await client.post('/customers/quote-payment-method', { body: { transactionId, method: 'finance', termMonths: 60, frequency: 12, downPayment } }), 'quote');
    expect(quote.credit.status).toBe('eligible');
    expect(quote.deal.finance.amountFinanced).toBeLessThanOrEqual(max);
    expect(quote.deal.downPaymentApplied).toBe(downPayment);
  });

  it('the contract can be read before signing, by its buyer only, marked as a draft', async () => {
    const { client } = await t.buyer();
    const other = await t.buyer();
    const { transactionId } = await startPurchase(client, t.vehicleIds[t.vehicleIds.length - 1]);
    ok(await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } }), 'personal');
    const path = `/revieworder/contract-preview/${transactionId}`;
    const own = await client.get(path, { query: { language: 'fr-ca' } });
    expect({ status: own.status, type: own.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    expectProblem(await other.client.get(path), 404, 'purchase.transaction_not_found');
  });
});
