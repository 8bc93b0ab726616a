import { UserType } from '@marketplace/domain';
import { EquifaxCreditBureau } from '../../../apps/server/src/modules/credit/adapters/bureau/equifax-bureau';
import { BureauMalformedAnswerError, BureauUnavailableError, type HttpBureauSettings } from '../../../apps/server/src/modules/credit/adapters/bureau/http-bureau-client';
import { TransUnionCreditBureau } from '../../../apps/server/src/modules/credit/adapters/bureau/transunion-bureau';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { BureauStandIn, equifaxHit, transUnionHit } from './bureau-stand-in';
import { pollUntil } from '../../support/poll';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_DATE_OF_BIRTH, TEST_SIN } from './support';

/**
 * The Equifax and TransUnion drivers (ADR 0017) against local HTTP stand-ins speaking the documented shapes: the
 * request, the mapping of the answer, the token, retries on 5xx and timeouts, malformed answers; then the whole app
 * configured with CREDIT_BUREAU=equifax, deciding through it and queueing for a person when it is down.
 */
const identity = { firstName: 'Alice', lastName: 'Tremblay', dateOfBirth: TEST_DATE_OF_BIRTH, postalCode: 'h2x 1y4' };
// A generous timeout where nothing is meant to time out: on a loaded CI host Node's first fetch (undici loads lazily)
// has taken over 300 ms, which spent an attempt and asked for a second token. Only the tests that make the stand-in
// hang take the short one, and fetch is warmed first.
const settings = (url: string, o: Partial<HttpBureauSettings> = {}): HttpBureauSettings => ({
  url, clientId: 'client', clientSecret: 'secret', timeoutMs: 5_000, attempts: 3, backoffMs: 0, ...o,
});
const HANGS = { timeoutMs: 750 };
beforeAll(async () => {
  await (await fetch('data:text/plain,warm')).text();
});

describe('Equifax driver', () => {
  const standIn = new BureauStandIn('v2/oauth/token', 'v1/consumer-credit/soft-inquiries');
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.replies.length = 0;
  });

  it('sends the documented soft inquiry with a client-credentials token, and maps the answer to a report', async () => {
    const bureau = new EquifaxCreditBureau(settings(standIn.url));
    standIn.replies.push({ kind: 'json', body: equifaxHit(742) }, { kind: 'json', body: equifaxHit(742) });
    const report = await bureau.softPull(identity);
    expect(report).toEqual({
      score: 742, bureau: 'equifax', monthlyDebtPayments: 25_050,
      factors: [{ code: 'payment_history', impact: 'positive' }, { code: 'recent_inquiries', impact: 'negative' }],
    });
    await bureau.softPull(identity);
    const [token] = standIn.tokens();
    expect(standIn.tokens()).toHaveLength(1); // cached for the second pull
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('client_credentials');
    const [pull] = standIn.pulls();
    expect(pull.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(pull.body)).toEqual({
      inquiryType: 'SOFT', permissiblePurpose: 'PREQUALIFICATION', country: 'CA',
      consumer: { name: { firstName: 'Alice', lastName: 'Tremblay' }, dateOfBirth: TEST_DATE_OF_BIRTH, address: { postalCode: 'H2X1Y4' } },
    });
    expect(pull.body).not.toContain('sin');
  });

  it('reads a file without a score as a thin file', async () => {
    standIn.replies.push({ kind: 'json', body: { status: 'COMPLETED', consumer: { hitCode: 'NO_HIT', creditScore: null, totalMonthlyPayments: 0 } } });
    expect(await new EquifaxCreditBureau(settings(standIn.url)).softPull(identity)).toEqual({ score: null, factors: [], monthlyDebtPayments: 0, bureau: 'equifax' });
  });

  it('retries a 5xx and a timeout, then answers', async () => {
    standIn.replies.push({ kind: 'status', status: 502 }, { kind: 'hang' }, { kind: 'json', body: equifaxHit(700) });
    const report = await new EquifaxCreditBureau(settings(standIn.url, HANGS)).softPull(identity);
    expect(report.score).toBe(700);
    expect(standIn.pulls()).toHaveLength(3);
  });

  it('gives up after its attempts when the bureau stays down or silent', async () => {
    standIn.replies.push({ kind: 'status', status: 503 }, { kind: 'hang' }, { kind: 'status', status: 500 });
    const error = await new EquifaxCreditBureau(settings(standIn.url, HANGS)).softPull(identity).catch((e) => e);
    expect(error).toBeInstanceOf(BureauUnavailableError);
    expect(error.message).toMatch(/3 attempt/);
    expect(error.message).not.toContain('Tremblay');
    expect(standIn.pulls()).toHaveLength(3);
  });

  it('opens its circuit breaker when the bureau keeps failing: calls stop reaching it until one probes it, and a good answer closes it', async () => {
    const bureau = new EquifaxCreditBureau(settings(standIn.url, { attempts: 1, breakAfter: 3, halfOpenAfterMs: 200 }));
    standIn.fallback = { kind: 'status', status: 503 };
    for (let i = 1; i <= 3; i++) await expect(bureau.softPull(identity)).rejects.toThrow(/1 attempt\(s\) \(HTTP 503\)/);
    expect(standIn.pulls()).toHaveLength(3);
    // Open: refused at once, the bureau not called.
    const refused = await bureau.softPull(identity).catch((e) => e);
    expect(refused).toBeInstanceOf(BureauUnavailableError);
    expect(refused.message).toMatch(/0 attempt\(s\) \(circuit open\)/);
    expect(standIn.pulls()).toHaveLength(3);

    /** Calls until one reaches the bureau (the half-open probe) and answers what it answered. */
    const probe = () => pollUntil(async () => {
      const before = standIn.pulls().length;
      const outcome = await bureau.softPull(identity).then((report) => ({ report }), (error: Error) => ({ error }));
      if (standIn.pulls().length === before) {
        expect('error' in outcome && outcome.error.message).toMatch(/circuit open/);
        return null;
      }
      return outcome;
    }, 10_000, { everyMs: 20 });
    // The first probe fails: open again, nothing reaches the bureau.
    expect(await probe()).toEqual({ error: expect.any(BureauUnavailableError) });
    expect(standIn.pulls()).toHaveLength(4);
    await expect(bureau.softPull(identity)).rejects.toThrow(/circuit open/);
    expect(standIn.pulls()).toHaveLength(4);
    // The bureau is back: the next probe gets its answer and closes the breaker; calls go through again.
    standIn.fallback = { kind: 'json', body: equifaxHit(715) };
    expect(await probe()).toEqual({ report: expect.objectContaining({ score: 715 }) });
    expect((await bureau.softPull(identity)).score).toBe(715);
    expect(standIn.pulls()).toHaveLength(6);
    expect(standIn.tokens()).toHaveLength(1); // the token was never the problem: asked for once
    standIn.fallback = { kind: 'status', status: 503 };
  });

  it.each([
    ['a body outside the shape', { kind: 'json', body: { status: 'COMPLETED', consumer: { hitCode: 'HIT', creditScore: { modelId: 'x', score: 1200, reasons: [] }, totalMonthlyPayments: 1 } } }],
    ['a body that is not JSON', { kind: 'text', body: '<html>oops' }],
    ['a 400', { kind: 'status', status: 400 }],
  ] as const)('refuses %s at once, without retrying', async (_name, reply) => {
    standIn.replies.push(reply);
    await expect(new EquifaxCreditBureau(settings(standIn.url)).softPull(identity)).rejects.toBeInstanceOf(BureauMalformedAnswerError);
    expect(standIn.pulls()).toHaveLength(1);
  });
});

describe('TransUnion driver', () => {
  const standIn = new BureauStandIn('oauth2/token', 'credit-report/v1/soft-pull');
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());

  it('sends the documented soft pull and maps the ranked factors, string score and payments', async () => {
    standIn.replies.push({ kind: 'json', body: transUnionHit(688) });
    const report = await new TransUnionCreditBureau(settings(standIn.url)).softPull(identity);
    expect(report).toEqual({
      score: 688, bureau: 'transunion', monthlyDebtPayments: 31_025,
      factors: [{ code: 'payment_history', impact: 'positive' }, { code: 'utilization', impact: 'negative' }],
    });
    expect(JSON.parse(standIn.pulls()[0].body)).toEqual({
      subject: { name: { first: 'Alice', last: 'Tremblay' }, dateOfBirth: TEST_DATE_OF_BIRTH, address: { postalCode: 'H2X1Y4', country: 'CA' } },
      permissiblePurpose: 'PREQUALIFICATION', inquiryType: 'SOFT',
    });
  });

  it('retries a timeout, and refuses a malformed score', async () => {
    standIn.requests.length = 0;
    standIn.replies.push({ kind: 'hang' }, { kind: 'json', body: { ...transUnionHit(700), scoreModels: [{ modelId: 'CV', score: 'high', factors: [] }] } });
    await expect(new TransUnionCreditBureau(settings(standIn.url, HANGS)).softPull(identity)).rejects.toBeInstanceOf(BureauMalformedAnswerError);
    expect(standIn.pulls()).toHaveLength(2);
  });
});

describe('the app with CREDIT_BUREAU=equifax', () => {
  const standIn = new BureauStandIn('v2/oauth/token', 'v1/consumer-credit/soft-inquiries');
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    await standIn.start();
    // The credit module reads its bureau settings from the environment at boot.
    Object.assign(process.env, {
      CREDIT_BUREAU: 'equifax', EQUIFAX_URL: standIn.url, EQUIFAX_CLIENT_ID: 'client', EQUIFAX_CLIENT_SECRET: 'secret',
      CREDIT_BUREAU_TIMEOUT_MS: '5000', CREDIT_BUREAU_ATTEMPTS: '2', CREDIT_BUREAU_BACKOFF_MS: '0',
    });
    server = await startTestServer();
  });
  afterAll(async () => {
    process.env = saved;
    await server?.stop();
    await standIn.stop();
  });

  it('names Equifax and the transfer outside Quebec in the notice, and decides with its report', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const applicationId = await fillApplication(client, steadyApplicant({ sin: TEST_SIN }));
    const details = await client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
    expect(details.body.notice).toMatchObject({ bureau: 'equifax', transfersOutsideQuebec: true });
    standIn.replies.push({ kind: 'json', body: equifaxHit(780) });
    const submitted = await consentAndSubmit(server, client, applicationId);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ queuedForReview: false, decision: { outcome: 'congratulations', score: 780, bureau: 'equifax' } });
    expect(standIn.pulls().at(-1)!.body).not.toMatch(/046|454|286/);
  });

  it('queues the file for a person when Equifax stays down; the answer is emailed and decides it, usable at purchase', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const admin = await userOfType(server, UserType.SuperAdmin);
    const applicationId = await fillApplication(customer.client, steadyApplicant());
    const before = standIn.pulls().length;
    standIn.fallback = { kind: 'status', status: 503 };
    const submitted = await consentAndSubmit(server, customer.client, applicationId);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual({ applicationId, decision: null, queuedForReview: true });
    expect(standIn.pulls().length - before).toBe(2);

    const details = await customer.client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
    expect(details.body).toMatchObject({ status: 'submitted', decision: null, review: { status: 'requested' } });
    await server.infra.projections.waitFor();
    const queue = await admin.client.get('/creditapp/admin/get-credit-applications', { query: { reviewQueue: 'true' } });
    expect(queue.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ applicationId, review: 'requested', outcome: null, status: 'submitted' })]));
    const answered = await admin.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'congratulations', message: 'Approved by a person.' } });
    expect(answered.status).toBe(200);
    const [mail] = await outbox(server, customer.email, { kind: 'credit.review-answered' });
    expect(mail.text).toContain('Approved by a person.');

    // The person's answer is the decision: decided when answered, in the lists, the details and purchase's pre-fill.
    await server.infra.projections.waitFor(); // the admin's write, read by the customer
    const decided = await customer.client.get('/creditapp/get-credit-applications');
    const [item] = decided.body.items;
    expect(item).toMatchObject({ applicationId, status: 'decided', outcome: 'congratulations', review: 'answered', band: null });
    expect(Date.parse(item.decidedAt)).toBeGreaterThanOrEqual(Date.parse(item.startedAt));
    const after = await customer.client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
    expect(after.body).toMatchObject({ status: 'decided', decision: null, review: { status: 'answered', outcome: 'congratulations', answeredAt: item.decidedAt } });
    const prequalification = await customer.client.get('/customers/get-credit-prequalification');
    expect(prequalification.body.prequalification).toEqual({ applicationId, outcome: 'congratulations', band: null, decidedAt: item.decidedAt });
  });
});
