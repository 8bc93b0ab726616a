import { UserType } from '@marketplace/domain';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { consentAndSubmit, fillApplication, overextendedApplicant, steadyApplicant, studentWithoutIncome, TEST_SIN } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('credit application through the API', () => {
  it('saves each page as the owner reads it back at once, skipping what does not apply, and decides with reasons', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const created = await client.post('/creditapp/create-credit-application', { body: {} });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-write-position')).toMatch(/^\d+\/\d+$/);
    const { applicationId } = created.body;

    const saved = await client.post('/creditapp/save-credit-application-page', { body: { applicationId, page: 'employment-status', answer: { employmentStatus: 'employed' } } });
    expect(saved.body.nextPage).toBe('income-frequency');
    const time = await client.post('/creditapp/save-credit-application-page', { body: { applicationId, page: 'time-at-address', answer: { years: 1, months: 2 } } });
    expect(time.body.nextPage).toBe('previous-address');

    const draft = await client.get('/creditapp/get-credit-application-details');
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ applicationId, status: 'draft', answers: { 'time-at-address': { years: 1, months: 2 } }, nextPage: 'vehicle-condition' });
    expect(draft.body.pages).toContain('previous-address');
    expect(draft.body.pages).not.toContain('student-job');
    expect(draft.body.notice).toMatchObject({ bureau: 'simulated', transfersOutsideQuebec: false });
  });

  it('pre-qualifies a steady applicant with lenders, an amount range, a rate and the factors', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const applicationId = await fillApplication(client, steadyApplicant({ sin: TEST_SIN }));
    const submitted = await consentAndSubmit(server, client, applicationId);
    expect(submitted.status).toBe(200);
    const { decision } = submitted.body;
    expect(decision).toMatchObject({ outcome: 'congratulations', score: 795, band: 'excellent', bureau: 'simulated', indicativeRate: 6.99 });
    expect(decision.lenders.map((l: { id: string }) => l.id)).toContain('desjardins');
    expect(decision.approvedAmount.min).toBeLessThanOrEqual(decision.approvedAmount.max);
    expect(decision.factors.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(['income', 'gds', 'tds', 'score_band']));

    const details = await client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
    expect(details.body).toMatchObject({ status: 'decided', nextPage: 'result', sinProvided: true, decision: { outcome: 'congratulations', score: 795 } });
    expect(JSON.stringify(details.body)).not.toContain('046454286');
    expect(details.body.answers['personal-information']).not.toHaveProperty('sin');

    const list = await client.get('/creditapp/get-credit-applications');
    expect(list.body.score).toMatchObject({ score: 795, band: 'excellent' });
    expect(list.body.items).toEqual([expect.objectContaining({ applicationId, outcome: 'congratulations' })]);
  });

  it('gives the same outcome and score without the SIN as with it', async () => {
    const withSin = await userOfType(server, UserType.Regular);
    const withoutSin = await userOfType(server, UserType.Regular);
    const a = await consentAndSubmit(server, withSin.client, await fillApplication(withSin.client, steadyApplicant({ sin: TEST_SIN })));
    const b = await consentAndSubmit(server, withoutSin.client, await fillApplication(withoutSin.client, steadyApplicant()));
    const { decidedAt: _a, ...first } = a.body.decision;
    const { decidedAt: _b, ...second } = b.body.decision;
    expect(second).toEqual(first);
  });

  it('refuses an over-extended file and finds a student without income not eligible, each with the factor that says why', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const refused = await consentAndSubmit(server, client, await fillApplication(client, overextendedApplicant()));
    expect(refused.body.decision.outcome).toBe('refused');
    expect(refused.body.decision.factors).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'gds', effect: 'negative' })]));
    expect(refused.body.decision.lenders).toEqual([]);

    const student = await consentAndSubmit(server, client, await fillApplication(client, studentWithoutIncome()));
    expect(student.body.decision.outcome).toBe('not_eligible');
    expect(student.body.decision.factors).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'income_minimum' })]));
  });

  it.each([
    ['a SIN failing the Luhn check', 'personal-information', { ...steadyApplicant()[13][1], sin: '046 454 287' }, 'credit.invalid_sin', 'sin'],
    ['someone under 18', 'personal-information', { ...steadyApplicant()[13][1], dateOfBirth: '2015-01-01' }, 'credit.too_young', 'dateOfBirth'],
    ['a phone that is not NNN NNN-NNNN', 'personal-information', { ...steadyApplicant()[13][1], phone: '5551234' }, 'validation.invalid_input', 'body.answer.phone'],
    ['a postal code of another province', 'address', { ...steadyApplicant()[11][1], postalCode: 'M5V 2T6' }, 'credit.postal_code_province_mismatch', 'postalCode'],
    ['12 months at an address', 'time-at-address', { years: 1, months: 12 }, 'validation.invalid_input', 'body.answer.months'],
    ['a fractional year', 'income-time', { years: 1.5, months: 0 }, 'validation.invalid_input', 'body.answer.years'],
    ['a negative income', 'annual-salary', { salary: -100 }, 'validation.invalid_input', 'body.answer.salary'],
    ['an unbounded income', 'monthly-income', { amount: 1e12 }, 'validation.invalid_input', 'body.answer.amount'],
  ])('answers 400 with the field for %s', async (_name, page, answer, code, field) => {
    const { client } = await userOfType(server, UserType.Regular);
    const { body } = await client.post('/creditapp/create-credit-application', { body: {} });
    const res = await client.post('/creditapp/save-credit-application-page', { body: { applicationId: body.applicationId, page, answer } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it("answers 404 for another user's application, to read, to change or to submit", async () => {
    const owner = await userOfType(server, UserType.Regular);
    const other = await userOfType(server, UserType.Regular);
    const applicationId = await fillApplication(owner.client, steadyApplicant());
    expect((await other.client.get('/creditapp/get-credit-application-details', { query: { applicationId } })).status).toBe(404);
    expect((await other.client.post('/creditapp/save-credit-application-page', { body: { applicationId, page: 'trade-in', answer: { haveTradeIn: true } } })).status).toBe(404);
    expect((await other.client.post('/creditapp/submit-credit-application', { body: { applicationId } })).status).toBe(404);
    expect((await other.client.get('/creditapp/get-credit-applications')).body.items).toEqual([]);
  });

  it('refuses to submit without consent or with pages missing, and asks nothing of the bureau', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const applicationId = await fillApplication(client, steadyApplicant().slice(0, 5));
    const missing = await client.post('/creditapp/submit-credit-application', { body: { applicationId } });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('credit.application_incomplete');
    const complete = await fillApplication(client, steadyApplicant());
    const noConsent = await client.post('/creditapp/submit-credit-application', { body: { applicationId: complete } });
    expect(noConsent.body.code).toBe('credit.consent_required');
  });
});

describe('review by a person', () => {
  it('puts the request in the super admins’ queue; their answer stands and the customer is emailed', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const admin = await userOfType(server, UserType.SuperAdmin);
    const applicationId = await fillApplication(customer.client, overextendedApplicant());
    await consentAndSubmit(server, customer.client, applicationId);

    const requested = await customer.client.post('/creditapp/request-credit-review', { body: { applicationId, reason: 'My rent is lower now' } });
    expect(requested.status).toBe(200);
    expect((await customer.client.post('/creditapp/request-credit-review', { body: { applicationId } })).body.code).toBe('credit.review_already_requested');
    expect((await customer.client.get('/creditapp/admin/get-credit-applications', { query: { reviewQueue: 'true' } })).status).toBe(403);

    // Another person's write: the admin's list catches up on its own (no read-your-writes across users).
    await server.infra.projections.waitFor();
    const queue = await admin.client.get('/creditapp/admin/get-credit-applications', { query: { reviewQueue: 'true' } });
    const queued = queue.body.items.find((i: { applicationId: string }) => i.applicationId === applicationId);
    expect(queued).toMatchObject({ review: 'requested', outcome: 'refused', status: 'decided' });

    const answered = await admin.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'congratulations', message: 'Approved after review.' } });
    expect(answered.status).toBe(200);
    const [mail] = await outbox(server, customer.email, { kind: 'credit.review-answered' });
    expect(mail.text).toContain('Approved after review.');

    await server.infra.projections.waitFor(); // the admin's write, read by the customer
    const after = await customer.client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
    expect(after.body.review).toMatchObject({ status: 'answered', outcome: 'congratulations', message: 'Approved after review.' });
    // The admin's own write: their next read of the queue no longer lists it.
    const queueAfter = await admin.client.get('/creditapp/admin/get-credit-applications', { query: { reviewQueue: 'true' } });
    expect(queueAfter.body.items.map((i: { applicationId: string }) => i.applicationId)).not.toContain(applicationId);
  });

  it('leaves a super admin’s own application to another reviewer', async () => {
    const admin = await userOfType(server, UserType.SuperAdmin);
    const applicationId = await fillApplication(admin.client, overextendedApplicant());
    expect((await consentAndSubmit(server, admin.client, applicationId)).body.decision.outcome).toBe('refused');
    expect((await admin.client.post('/creditapp/request-credit-review', { body: { applicationId } })).status).toBe(200);

    const own = await admin.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'congratulations', message: 'Approved.' } });
    expect([own.status, own.body.code]).toEqual([403, 'credit.cannot_review_own_application']);
    expect(own.body.errors.map((e: { path: string }) => e.path)).toContain('applicationId');
    const details = await admin.client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
    expect(details.body).toMatchObject({ decision: { outcome: 'refused' }, review: { status: 'requested', outcome: null } });

    const other = await userOfType(server, UserType.SuperAdmin);
    expect((await other.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'refused', message: 'Confirmed.' } })).status).toBe(200);
  });
});
