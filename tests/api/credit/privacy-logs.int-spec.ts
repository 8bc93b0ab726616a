import { UserType } from '@marketplace/domain';
import pino from 'pino';
import { Writable } from 'node:stream';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_DATE_OF_BIRTH, TEST_SIN } from './support';

let server: TestServer;
let logs = '';
beforeAll(async () => {
  // Every log line at the most verbose level, kept to be scanned afterwards.
  const sink = new Writable({ write(chunk, _enc, done) { logs += chunk.toString(); done(); } });
  server = await startTestServer({ LOG_LEVEL: 'trace' }, pino({ level: 'trace' }, sink));
});
afterAll(async () => {
  await server?.stop();
});

describe('credit privacy in the logs', () => {
  it('logs neither the SIN nor the date of birth, through a whole application, a bad SIN and a review', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const applicationId = await fillApplication(client, steadyApplicant({ sin: TEST_SIN }));
    const { body } = await client.post('/creditapp/create-credit-application', { body: {} });
    const refused = await client.post('/creditapp/save-credit-application-page', {
      body: { applicationId: body.applicationId, page: 'personal-information', answer: { ...steadyApplicant()[13][1], sin: '046 454 287' } },
    });
    expect(refused.body.code).toBe('credit.invalid_sin');
    expect((await consentAndSubmit(server, client, applicationId)).status).toBe(200);
    await client.post('/creditapp/request-credit-review', { body: { applicationId } });
    await server.infra.projections.waitFor();

    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [TEST_SIN, TEST_SIN.replace(/\s/g, ''), '046 454 287', '046454287', TEST_DATE_OF_BIRTH]) {
      expect(logs.split(secret).length - 1).toBe(0);
    }
  });
});
