import { transactionStreamId, UserType } from '@marketplace/domain';
import { userOfType } from '../identity/support';
import { APPLICANT, PERSONAL, signature, startPurchase, startPurchaseServer, streamTypes, type PurchaseTestServer } from './support';

jest.setTimeout(120_000);

/**
 * What binds the buyer stays the buyer's own: an administrator impersonating them (to help with a form) may not draw
 * their signature, sign their contract, or send a credit applicant with their SIN to a bureau. The buyer still can.
 */
let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 4 });
});
afterAll(async () => {
  await t?.stop();
});

const refused = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

it("refuses the signature, the contract and a credit applicant to an administrator acting as the buyer; the buyer's own pass", async () => {
  const buyer = await t.buyer();
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
  const admin = await userOfType(t.server, UserType.SuperAdmin);
  expect((await admin.client.get('/state/get-other-user-token', { query: { userId: buyer.userId, reason: 'Helping the customer by phone' } })).status).toBe(200);

  // Impersonation works for the rest of the purchase: the administrator saves the buyer's personal details.
  const details = await admin.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } });
  expect(details.status).toBe(200);

  const financed = { method: 'finance', termMonths: 60, ratePercent: 4.99, frequency: 12, downPayment: 0, applicant: APPLICANT };
  expect(refused(await admin.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'payment-method', data: financed } })))
    .toEqual([403, 'auth.refused_while_impersonating']);
  expect(refused(await admin.client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })))
    .toEqual([403, 'auth.refused_while_impersonating']);
  expect(refused(await admin.client.post('/revieworder/finalize', { body: { transactionId, total: 1 } })))
    .toEqual([403, 'auth.refused_while_impersonating']);
  // A payment method without an applicant (no SIN) is fine while impersonating.
  const cash = await admin.client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'payment-method', data: { method: 'cash' } } });
  expect(cash.status).toBe(200);

  // Nothing of the refused requests was recorded: no applicant, no credit submission, no signature in the stream.
  const types = await streamTypes(t.server, transactionStreamId(transactionId));
  expect(types).toContain('PaymentMethodSaved');
  expect(types.filter((type) => /Credit|Signature|ContractSigned/.test(type))).toEqual([]);
  // The buyer's own signature passes.
  expect((await buyer.client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).status).toBe(200);
});
