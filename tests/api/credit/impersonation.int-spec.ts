import { creditApplicationStreamId, UserType } from '@marketplace/domain';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_SIN } from './support';

/**
 * The wizard's SIN, the consent to a bureau pull and the submission are the applicant's own: an administrator
 * impersonating them (support helping with the form) may save the other pages, not those. The applicant still can.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const refused = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

it("refuses the SIN page, the consent and the submission to an administrator acting as the applicant, and records none of them", async () => {
  const customer = await userOfType(server, UserType.Regular);
  const pages = steadyApplicant({ sin: TEST_SIN });
  const personal = pages.at(-1)![1];
  const applicationId = await fillApplication(customer.client, pages.slice(0, -1));
  const admin = await userOfType(server, UserType.SuperAdmin);
  expect((await admin.client.get('/state/get-other-user-token', { query: { userId: customer.userId, reason: 'Helping the customer by phone' } })).status).toBe(200);

  // Impersonation still helps with the form: the administrator saves a page, and the personal page without a SIN.
  const save = (page: string, answer: Record<string, unknown>) =>
    admin.client.post('/creditapp/save-credit-application-page', { body: { applicationId, page, answer } });
  expect((await save('trade-in', { haveTradeIn: false })).status).toBe(200);
  const { sin: _sin, ...withoutSin } = personal;
  expect((await save('personal-information', withoutSin)).status).toBe(200);
  const streamTypes = async () => (await server.infra.store.readStream(creditApplicationStreamId(applicationId))).map((e) => e.type);
  const before = await streamTypes();

  await server.infra.projections.waitFor();
  const details = await admin.client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
  expect(refused(await save('personal-information', personal))).toEqual([403, 'auth.refused_while_impersonating']);
  expect(refused(await admin.client.post('/creditapp/give-credit-consent', { body: { applicationId, consent: true, noticeVersion: details.body.notice.version } })))
    .toEqual([403, 'auth.refused_while_impersonating']);
  expect(refused(await admin.client.post('/creditapp/submit-credit-application', { body: { applicationId } })))
    .toEqual([403, 'auth.refused_while_impersonating']);
  expect(await streamTypes()).toEqual(before);

  // The applicant's own SIN, consent and submission pass.
  expect((await customer.client.post('/creditapp/save-credit-application-page', { body: { applicationId, page: 'personal-information', answer: personal } })).status).toBe(200);
  expect((await consentAndSubmit(server, customer.client, applicationId)).status).toBe(200);
});
