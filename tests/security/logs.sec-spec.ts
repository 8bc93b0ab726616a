import { UserType } from '@marketplace/domain';
import { consentAndSubmit, fillApplication, steadyApplicant } from '../api/credit/support';
import { Client } from '../support/http-client';
import { uniqueEmail } from '../support/mailbox';
import { registration, userOfType } from '../api/identity/support';
import { capturingLogger } from '../support/log-capture';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issues #7 and #13: a SIN-shaped and a date-of-birth-shaped string scan over every log line the server writes (trace level)
 * while flows carrying a SIN and a date of birth run, successful and failing (accounts, and the credit
 * application: its pages, a refused SIN, an under-age date of birth, the decision, a review): 0 hits.
 */
const SIN = '046 454 286'; // a valid (Luhn) test SIN
const DOB = '1984-07-19';
let server: TestServer;
let lines: string[];

beforeAll(async () => {
  const capture = capturingLogger();
  lines = capture.lines;
  server = await startTestServer({ LOG_LEVEL: 'trace' }, capture.logger);
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Nine digits, optionally grouped 3-3-3, that pass the SIN checksum (Luhn), and stand as a token of their own: a digit
 * run inside an alphanumeric token (a UUID's last group, a token's base64) is not a SIN, and one in ten random runs
 * passes Luhn, which once failed this check on an application id.
 */
function sinShaped(text: string): string[] {
  const hits: string[] = [];
  for (const m of text.matchAll(/(?<!\w|\d\.)(\d{3})[ -]?(\d{3})[ -]?(\d{3})(?!\w|\.\d)/g)) {
    const digits = m[1] + m[2] + m[3];
    const sum = [...digits].reduce((acc, d, i) => {
      let n = Number(d) * (i % 2 === 1 ? 2 : 1);
      if (n > 9) n -= 9;
      return acc + n;
    }, 0);
    if (sum % 10 === 0 && digits !== '000000000') hits.push(m[0]);
  }
  return hits;
}

it('the SIN scan finds a SIN however it is written, and not digits inside an id', () => {
  expect(sinShaped('{"sin":"046 454 286","b":"046-454-286","c":046454286} sin=046454286.')).toHaveLength(4);
  expect(sinShaped('took 12.046454286 ms, 046454286.5')).toEqual([]); // decimals
  expect(sinShaped('"id":"0b5f2c1e-7a3d-4c2a-9f1e-a985396928bc" tok_985396928x 985396928abc x_985396928')).toEqual([]);
});

it('writes no SIN and no date of birth to the logs', async () => {
  const email = uniqueEmail('logs');
  const anon = new Client(server);
  await anon.post('/user/register', { query: { languageId: 1, redirectUrl: '/en-ca/customer/dashboard' }, body: registration(email, undefined, { DateOfBirth: DOB, Phone: '514 555-0199' }) });
  await anon.post('/user/register', { query: { languageId: 1 }, body: registration(email, undefined, { DateOfBirth: DOB, sin: SIN }) }); // unknown field
  await anon.post('/user/login', { body: { UserName: email, Password: SIN, RememberMe: true } });
  await anon.post('/user/login', { rawBody: `{"UserName": "${SIN}", "Password": "${DOB}"` }); // malformed JSON
  const { client } = await userOfType(server, 8);
  await client.post('/user/update-user-self', { body: { FirstName: 'Logs', DateOfBirth: DOB } });
  await client.post('/user/update-user-self', { body: { FirstName: 'Logs', DateOfBirth: DOB, Sin: SIN } });
  await client.get('/user/current', { query: { sin: SIN, dob: DOB } });
  await client.get('/nope', { query: { sin: SIN } });
  await anon.post('/user/send-reset-password-email', { query: { languageId: 1, email } });
  await anon.post('/user/reset-password', { query: { Guid: 'x', NewPassword: SIN } });
  await server.infra.projections.waitFor();

  expect(lines.length).toBeGreaterThan(5); // the capture works and the server logged at trace level
  const joined = lines.join('\n');
  expect(sinShaped(joined)).toEqual([]);
  expect(joined.includes(DOB)).toBe(false);
  expect(joined.includes('1984-07')).toBe(false);
  expect(joined.includes(email)).toBe(false); // query-string emails stay out of request logs
  expect(joined).toMatch(/"path":"\/api\/user\/reset-password"/); // request logging was on
});

it('writes no SIN and no date of birth to the logs through the credit routes', async () => {
  const { client } = await userOfType(server, UserType.Regular);
  const before = lines.length;
  const answers = steadyApplicant({ sin: SIN }).map(([page, answer]) =>
    [page, page === 'personal-information' ? { ...answer, dateOfBirth: DOB } : answer] as const);
  const applicationId = await fillApplication(client, answers);
  const personal = answers.find(([page]) => page === 'personal-information')![1];
  const save = (answer: Record<string, unknown>) =>
    client.post('/creditapp/save-credit-application-page', { body: { applicationId, page: 'personal-information', answer } });
  const refusals = [
    await save({ ...personal, sin: '046 454 287' }), // fails the check digit
    await save({ ...personal, sin: `${SIN} ${SIN}` }), // too long for the schema
    await save({ ...personal, dateOfBirth: '2015-07-19', sin: SIN }), // under age
    await save({ ...personal, dateOfBirth: DOB, sin: SIN, socialInsuranceNumber: SIN }), // unknown field
  ];
  expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400]);
  await client.post('/creditapp/save-credit-application-page', { rawBody: `{"applicationId":"${applicationId}","answer":{"sin":"${SIN}","dateOfBirth":"${DOB}"` });
  await client.get('/creditapp/get-credit-application-details', { query: { applicationId, sin: SIN, dob: DOB } });
  expect((await consentAndSubmit(server, client, applicationId)).status).toBe(200);
  await client.post('/creditapp/request-credit-review', { body: { applicationId, reason: `My SIN is ${SIN}, born ${DOB}` } });
  const admin = await userOfType(server, UserType.SuperAdmin);
  await admin.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'congratulations', message: 'Reviewed' } });
  await server.infra.projections.waitFor();

  const credit = lines.slice(before).join('\n');
  expect(credit).toMatch(/"path":"\/api\/creditapp\/submit-credit-application"/); // the credit requests were logged
  expect(sinShaped(credit)).toEqual([]);
  for (const secret of [DOB, '1984-07', '2015-07-19', '046 454 287', '046454287']) expect(credit.includes(secret)).toBe(false);
});
