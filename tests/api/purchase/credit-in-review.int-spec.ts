import { transactionStreamId, UserType } from '@marketplace/domain';
import { pollUntil } from '../../support/poll';
import { APPLICANT, PERSONAL, startPurchase, startPurchaseServer, type PurchaseTestServer } from './support';

/** Issue #13 item 6: a purchase application the bureau cannot answer is queued for a person, and the purchase says so. */
let t: PurchaseTestServer;
const saved = { ...process.env };

beforeAll(async () => {
  // The credit module reads its bureau settings at boot: an Equifax driver at a port nothing listens on.
  Object.assign(process.env, {
    CREDIT_BUREAU: 'equifax', EQUIFAX_URL: 'http://127.0.0.1:9', EQUIFAX_CLIENT_ID: 'client', EQUIFAX_CLIENT_SECRET: 'secret',
    CREDIT_BUREAU_TIMEOUT_MS: '500', CREDIT_BUREAU_ATTEMPTS: '1', CREDIT_BUREAU_BACKOFF_MS: '0',
  });
  t = await startPurchaseServer({}, { vehicles: 4 });
});
afterAll(async () => {
  process.env = saved;
  await t?.stop();
});

it('step 3 saves; credit keeps the application submitted for a person; the review shows it in review, without a band', async () => {
  const [{ client }] = await t.buyers(1);
  const { transactionId } = await startPurchase(client, t.vehicleIds[0]);
  const save = (step: string, data: unknown) => client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } });
  expect((await save('personal-details', PERSONAL)).status).toBe(200);
  const res = await save('payment-method', { method: 'lease', termMonths: 48, ratePercent: 4.99, frequency: 12, downPayment: 0, applicant: APPLICANT });
  expect(res.status).toBe(200);
  expect(res.body.completedSteps).toContain('payment-method');

  const events = await t.server.infra.store.readStream(transactionStreamId(transactionId));
  const attached = events.find((e) => e.type === 'CreditDecisionAttached')!;
  expect(attached.data).toMatchObject({ outcome: 'in_review', band: null, method: 'lease' });
  const { applicationId } = attached.data as { applicationId: string };

  await t.waitForProjections();
  const list = await client.get('/creditapp/get-credit-applications');
  expect(list.body.items).toEqual([expect.objectContaining({ applicationId, status: 'submitted', outcome: null })]);
  const review = await client.get('/revieworder/get-review-order-details', { query: { transactionId } });
  expect(review.body.creditDecision).toMatchObject({ applicationId, outcome: 'in_review', band: null });
});

it("a person's answer to the review reaches the purchase: the review shows the staff outcome", async () => {
  const [{ client }] = await t.buyers(1);
  const admin = await t.buyer({ userTypeId: UserType.SuperAdmin });
  const { transactionId } = await startPurchase(client, t.vehicleIds[1]);
  const save = (step: string, data: unknown) => client.post('/customers/save-customer-completed-steps', { body: { transactionId, step, data } });
  expect((await save('personal-details', PERSONAL)).status).toBe(200);
  const saved = await save('payment-method', { method: 'finance', termMonths: 60, ratePercent: 4.99, frequency: 12, downPayment: 0, applicant: APPLICANT });
  expect(saved.status).toBe(200);
  const details = await client.get('/customers/get-customer-transactions-details', { query: { transactionId } });
  const { applicationId } = details.body.creditDecision as { applicationId: string };
  expect(details.body.creditDecision).toMatchObject({ outcome: 'in_review', band: null });

  const answered = await admin.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'congratulations', message: 'Approved by a person.' } });
  expect(answered.status).toBe(200);
  // The consumer sets a deadline and its timer appends the decision: wait for the event, then for the read model.
  await pollUntil(async () => (await t.server.infra.store.readStream(transactionStreamId(transactionId))).some((e) => e.type === 'CreditDecisionUpdated'));
  await t.waitForProjections();
  const review = await client.get('/revieworder/get-review-order-details', { query: { transactionId } });
  expect(review.body.creditDecision).toMatchObject({ applicationId, outcome: 'congratulations', band: null });
});

