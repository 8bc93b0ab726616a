import { transactionStreamId } from '@marketplace/domain';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_SIN } from '../credit/support';
import { startPurchase, startPurchaseServer, vehiclesOfDealer, type Client, type PurchaseTestServer } from './support';

/** Issue #13 item 6 (part): step 3 uses the buyer's credit pre-qualification; its decision travels with the transaction. */
let t: PurchaseTestServer;
let buyer: { client: Client; userId: string };
let fresh: { client: Client; userId: string };
let vehicles: string[];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 12 });
  [buyer, fresh] = await t.buyers(2);
  vehicles = await vehiclesOfDealer(t.server, 1);
});
afterAll(() => t?.stop());

const finance = (client: Client, transactionId: string) =>
  client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'payment-method', data: { method: 'finance', termMonths: 60, ratePercent: 4.99 } } });

describe('purchase step 3 with a credit pre-qualification', () => {
  it('a pre-qualification under 30 days pre-fills the step; the decision (outcome, band, id; never the SIN) is recorded on the purchase and shown on review', async () => {
    const applicationId = await fillApplication(buyer.client, steadyApplicant({ sin: TEST_SIN }));
    const submitted = await consentAndSubmit(t.server, buyer.client, applicationId);
    expect(submitted.status).toBe(200);
    await t.waitForProjections();

    const pre = await buyer.client.get('/customers/get-credit-prequalification');
    expect(pre.body.prequalification).toMatchObject({ applicationId, outcome: submitted.body.decision.outcome });

    const { transactionId } = await startPurchase(buyer.client, vehicles[0]);
    const saved = await finance(buyer.client, transactionId);
    expect(saved.status).toBe(200);
    expect(saved.body.completedSteps).toContain('payment-method');

    const events = await t.server.infra.store.readStream(transactionStreamId(transactionId));
    const attached = events.find((e) => e.type === 'CreditDecisionAttached');
    expect(attached?.data).toMatchObject({ applicationId, outcome: submitted.body.decision.outcome, method: 'finance' });
    expect(events.map((e) => e.type)).not.toContain('CreditApplicationRecorded');
    expect(JSON.stringify(events)).not.toMatch(/046\s?454\s?286/);

    await t.waitForProjections();
    const review = await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId } });
    expect(review.body.creditDecision).toEqual({ applicationId, outcome: submitted.body.decision.outcome, band: pre.body.prequalification.band, decidedAt: pre.body.prequalification.decidedAt });
    expect(JSON.stringify(review.body)).not.toMatch(/046\s?454\s?286/);

    // Saving again does not record the same decision twice.
    await finance(buyer.client, transactionId);
    const again = await t.server.infra.store.readStream(transactionStreamId(transactionId));
    expect(again.filter((e) => e.type === 'CreditDecisionAttached')).toHaveLength(1);
  });

  it('without a pre-qualification, finance still needs the applicant', async () => {
    expect((await fresh.client.get('/customers/get-credit-prequalification')).body).toEqual({ prequalification: null });
    const { transactionId } = await startPurchase(fresh.client, vehicles[1]);
    const res = await finance(fresh.client, transactionId);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'purchase.required', path: 'body.data.applicant' });
  });
});
