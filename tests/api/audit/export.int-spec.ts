import { transactionStreamId, UserType } from '@marketplace/domain';
import { EXPORT_PER_DAY } from '@marketplace/contracts';
import { expectProblem, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { userOfType } from '../identity/support';

/** GET /api/user/export (#16 item 5): the person's data, decrypted, with the audit access events naming them; 3 a day. */
let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 4 });
});
afterAll(() => t?.stop());

it('gives the signed-in person their data decrypted and the staff accesses to it, to them only, 3 times a day', async () => {
  const buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Évangéline', lastName: 'Tremblay-Ouellet' });
  const other = await t.buyer();
  const superAdmin = await userOfType(t.server, UserType.SuperAdmin);
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
  await startPurchase(other.client, t.vehicleIds[1]);
  await t.waitForProjections();
  const subject = transactionStreamId(transactionId);
  expect((await superAdmin.client.get(`/audit/subjects/user-${buyer.userId}/timeline`, { query: { reason: 'customer called' } })).status).toBe(200);
  expect((await superAdmin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'chargeback review #4411' } })).status).toBe(200);
  await t.waitForProjections();

  const res = await buyer.client.get('/user/export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('attachment');
  const text = JSON.stringify(res.body);
  expect(res.body.userId).toBe(buyer.userId);
  // Decrypted: the names are there in clear, and nothing is left sealed.
  expect(text).toContain('Évangéline');
  expect(text).toContain('Tremblay-Ouellet');
  expect(text).not.toMatch(/"\$sealed"|pv1\./);
  expect(res.body.events.map((e: { streamId: string }) => e.streamId)).toEqual(expect.arrayContaining([`user-${buyer.userId}`, subject]));
  // Another person's things are not in it.
  expect(text).not.toContain(other.userId);
  expect(res.body.accessEvents.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['audit.subject-viewed', 'audit.personal-data-revealed']));
  expect(res.body.accessEvents.find((e: { type: string }) => e.type === 'audit.personal-data-revealed').data).toMatchObject({ viewerId: superAdmin.userId, reason: 'chargeback review #4411' });

  for (let i = 1; i < EXPORT_PER_DAY; i++) expect((await buyer.client.get('/user/export')).status).toBe(200);
  expectProblem(await buyer.client.get('/user/export'), 429, 'rate_limit.exceeded');
  expect((await other.client.get('/user/export')).status).toBe(200);
});
