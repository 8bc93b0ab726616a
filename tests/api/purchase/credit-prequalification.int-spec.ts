import { creditApplicationStreamId, transactionStreamId } from '@marketplace/domain';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_SIN } from '../credit/support';
import { type Client } from '../../support/http-client';
import { APPLICANT, PERSONAL, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';

/** Issue #13 item 6: step 3 uses the buyer's credit pre-qualification or submits its applicant through credit; the decision travels with the transaction. */
let t: PurchaseTestServer;
let buyer: { client: Client; userId: string };
let fresh: { client: Client; userId: string };
let applicant: { client: Client; userId: string };
let vehicles: string[];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 12 });
  [buyer, fresh, applicant] = await t.buyers(3);
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
    // With its terms (ADR 0057): the pre-qualified rate and approved maximum the finance choice takes.
    expect(review.body.creditDecision).toEqual({
      applicationId, outcome: submitted.body.decision.outcome, band: pre.body.prequalification.band, decidedAt: pre.body.prequalification.decidedAt,
      ratePercent: submitted.body.decision.indicativeRate, maxAmount: submitted.body.decision.approvedAmount?.max ?? null,
    });
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

  it('step 3 with an applicant submits it through credit: the application is in the buyer\'s credit list, review shows its decision, the purchase stream holds no applicant', async () => {
    const { client, userId } = applicant;
    const { transactionId } = await startPurchase(client, t.vehicleIds.find((id) => !vehicles.includes(id))!);
    const save = (step: string, data: unknown) => client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } });
    expect((await save('personal-details', PERSONAL)).status).toBe(200);
    const saved = await save('payment-method', { method: 'finance', termMonths: 60, ratePercent: 4.99, frequency: 12, downPayment: 200_000, applicant: APPLICANT });
    expect(saved.status).toBe(200);
    expect(saved.body.completedSteps).toContain('payment-method');

    const events = await t.server.infra.store.readStream(transactionStreamId(transactionId));
    expect(events.map((e) => e.type)).not.toContain('CreditApplicationRecorded');
    const attached = events.find((e) => e.type === 'CreditDecisionAttached')!;
    // The rate and maximum travel with a congratulations only (ADR 0057).
    const terms = (attached.data as { outcome: string }).outcome === 'congratulations' ? ['maxAmount', 'ratePercent'] : [];
    expect(Object.keys(attached.data).sort()).toEqual(['applicationId', 'attachedAt', 'band', 'decidedAt', 'method', 'outcome', 'transactionId', ...terms].sort());
    expect(JSON.stringify(events)).not.toMatch(/046\s?454\s?286|1988-04-12|ACME/);
    const { applicationId, outcome } = attached.data as { applicationId: string; outcome: string };

    const credit = await t.server.infra.store.readStream(creditApplicationStreamId(applicationId));
    expect(credit[0].data).toMatchObject({ ownerId: userId, source: 'purchase' });
    expect(JSON.stringify(credit)).not.toMatch(/046\s?454\s?286|1988-04-12/);

    await t.waitForProjections();
    const list = await client.get('/creditapp/get-credit-applications');
    expect(list.body.items).toEqual([expect.objectContaining({ applicationId, status: 'decided', outcome })]);
    const review = await client.get('/revieworder/get-review-order-details', { query: { transactionId } });
    expect(review.body.creditDecision).toMatchObject({ applicationId, outcome });
    // Another buyer cannot read it.
    expect((await buyer.client.get('/creditapp/get-credit-application-details', { query: { applicationId } })).status).toBe(404);
  });
});
