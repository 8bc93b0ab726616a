import { UserType } from '@marketplace/domain';
import { Client } from '../../support/http-client';
import { outbox, uniqueEmail } from '../../support/mailbox';
import { registration, userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { fillApplication, steadyApplicant } from './support';

/**
 * Activation (#13 item 2): an anonymous applicant creates their account with identity's sign-up (confirmed by phone)
 * and activates it with the 6-digit code texted to the dev outbox before the decision; a signed-in, activated
 * applicant has no activation page.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const smsCode = (text: string) => /(\d{6})/.exec(text)![1];

it('an applicant who created their account in the wizard activates it by SMS code, then gets the decision', async () => {
  const phone = `514555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const email = uniqueEmail('credit-anon');
  const client = new Client(server);
  // The personal-information page creates the account: identity's public sign-up, confirmed by phone, signed in at once.
  const registered = await client.post('/user/register', {
    body: registration(email, undefined, { ConfirmByPhone: true, ConfirmByEmail: false, Phone: phone, FirstName: 'Alice', LastName: 'Tremblay' }),
  });
  expect(registered.body.Status).toBe(1);
  const applicationId = await fillApplication(client, steadyApplicant());
  await server.infra.projections.waitFor();
  const before = await client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
  expect(before.body.pages).toEqual(expect.arrayContaining(['confirmation', 'activation', 'result']));
  expect(before.body.nextPage).toBe('confirmation');

  const consent = await client.post('/creditapp/give-credit-consent', { body: { applicationId, consent: true, noticeVersion: before.body.notice.version } });
  expect(consent.status).toBe(200);
  await server.infra.projections.waitFor(); // read-your-writes waits 1 s at most; a loaded machine may need longer
  expect((await client.get('/creditapp/get-credit-application-details', { query: { applicationId } })).body.nextPage).toBe('activation');
  const refused = await client.post('/creditapp/submit-credit-application', { body: { applicationId } });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.body).toMatchObject({ code: 'credit.activation_required' });

  const [sms] = await outbox(server, phone, { kind: 'identity.sms-code' });
  expect((await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: smsCode(sms.text) } })).body).toEqual({ Status: 1 });
  const after = await client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
  expect(after.body.pages).not.toContain('activation');
  const submitted = await client.post('/creditapp/submit-credit-application', { body: { applicationId } });
  expect(submitted.status).toBe(200);
  expect(submitted.body.decision.outcome).toBe('congratulations');
});

it('a signed-in, activated applicant activates by their account: no activation page', async () => {
  const { client } = await userOfType(server, UserType.Regular);
  const applicationId = await fillApplication(client, steadyApplicant());
  await server.infra.projections.waitFor();
  const details = await client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
  expect(details.body.pages).not.toContain('activation');
});
