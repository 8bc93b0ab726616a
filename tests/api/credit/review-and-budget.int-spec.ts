import { auditStreamId, userStreamId, UserType } from '@marketplace/domain';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { consentAndSubmit, fillApplication, overextendedApplicant, steadyApplicant } from './support';

/** Issue 42 items 5 and 7: a person's review asked from any decided application, confirmed; implausible budgets refused. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

it('records a review request on an older application’s stream, confirms it by email, and queues it for staff', async () => {
  const customer = await userOfType(server, UserType.Regular);
  const admin = await userOfType(server, UserType.SuperAdmin);
  const older = await fillApplication(customer.client, overextendedApplicant());
  expect((await consentAndSubmit(server, customer.client, older)).body.decision.outcome).toBe('refused');
  const latest = await fillApplication(customer.client, steadyApplicant());
  expect((await consentAndSubmit(server, customer.client, latest)).status).toBe(200);

  // The credit-applications page reads each decided application by id: its factors, and whether a review is asked.
  const details = await customer.client.get('/creditapp/get-credit-application-details', { query: { applicationId: older } });
  expect(details.body).toMatchObject({ applicationId: older, review: null, decision: { outcome: 'refused' } });
  expect(details.body.decision.factors.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(['gds', 'tds', 'score_band']));

  const requested = await customer.client.post('/creditapp/request-credit-review', { body: { applicationId: older } });
  expect(requested.status).toBe(200);
  const events = (await server.infra.store.readStream(`credit-application-${older}`)).map((e) => e.type);
  expect(events.at(-1)).toBe('HumanReviewRequested');
  const [mail] = await outbox(server, customer.email, { kind: 'credit.review-requested' });
  expect(mail.subject).toMatch(/^Your request for a review is recorded – \S/);
  expect(mail.text).toMatch(/My credit applications: http\S+\/en-ca\/customer\/credit-applications\n/);

  expect((await customer.client.get('/creditapp/get-credit-application-details', { query: { applicationId: older } })).body.review).toMatchObject({ status: 'requested' });
  // The latest application is untouched; staff see the request in their review queue.
  expect((await customer.client.get('/creditapp/get-credit-application-details', { query: { applicationId: latest } })).body.review).toBeNull();
  await server.infra.projections.waitFor();
  const queue = await admin.client.get('/creditapp/admin/get-credit-applications', { query: { reviewQueue: 'true' } });
  expect(queue.body.items.map((i: { applicationId: string }) => i.applicationId)).toContain(older);
});

it('a French applicant gets the confirmation in French with its link; the reviewer reads their message and the factors, on their access log', async () => {
  const customer = await userOfType(server, UserType.Regular);
  const admin = await userOfType(server, UserType.SuperAdmin);
  expect((await customer.client.post('/user/update-user-self', { body: { Language_Id: 2 } })).status).toBe(200);
  const applicationId = await fillApplication(customer.client, overextendedApplicant());
  const decision = (await consentAndSubmit(server, customer.client, applicationId)).body.decision;
  expect(decision.outcome).toBe('refused');
  const path = '/creditapp/admin/get-review-request';
  // Nothing to read before a request; the applicant, or any non-admin, cannot read it at all.
  expect((await admin.client.get(path, { query: { applicationId } })).body.code).toBe('credit.application_not_found');

  const reason = 'Mon revenu a augmenté en janvier : voici mon nouvel emploi.';
  // Asked from an English page (the request carries no language): the email follows the profile.
  const requested = await customer.client.post('/creditapp/request-credit-review', { body: { applicationId, reason }, headers: { 'accept-language': 'en-CA' } });
  expect(requested.status).toBe(200);
  const [mail] = await outbox(server, customer.email, { kind: 'credit.review-requested' });
  expect(mail.subject).toMatch(/^Votre demande de révision est enregistrée – \S/);
  expect(mail.text).toContain('Nous avons bien reçu votre demande\u00a0: une personne révisera la décision');
  expect(mail.text).toMatch(/Mes demandes de crédit\u00a0: http\S+\/fr-ca\/customer\/credit-applications\n/);
  expect(mail.text).not.toContain('/en-ca/');
  expect(mail.html).toContain('/fr-ca/customer/credit-applications"');

  for (const other of [customer, await userOfType(server, UserType.Regular)]) {
    expect((await other.client.get(path, { query: { applicationId } })).status).toBe(403);
  }
  const viewsBefore = (await server.infra.store.readStream(auditStreamId(userStreamId(customer.userId)))).filter((e) => e.type === 'audit.subject-viewed').length;
  const read = await admin.client.get(path, { query: { applicationId } });
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({
    applicationId, status: 'requested', cause: 'applicant', reason,
    applicant: { userId: customer.userId, email: customer.email, language: 'fr-ca' },
    decision: { outcome: 'refused', score: decision.score, factors: decision.factors },
  });
  const views = (await server.infra.store.readStream(auditStreamId(userStreamId(customer.userId)))).filter((e) => e.type === 'audit.subject-viewed');
  expect(views.length).toBe(viewsBefore + 1);
  expect(views.at(-1)!.data).toMatchObject({ viewerId: admin.userId, reason: `GET ${path}` });

  // Answered: the applicant's email says so in French, and the request reads as answered.
  const answered = await admin.client.post('/creditapp/answer-credit-review', { body: { applicationId, outcome: 'not_eligible', message: 'Merci : votre dossier a été révisé.' } });
  expect(answered.status).toBe(200);
  const [answer] = await outbox(server, customer.email, { kind: 'credit.review-answered' });
  expect(answer.subject).toMatch(/^Votre demande de crédit a été révisée – /);
  expect(answer.text).toContain('Résultat\u00a0: non admissible.');
  expect(answer.text).toMatch(/\/fr-ca\/customer\/credit-applications/);
  expect((await admin.client.get(path, { query: { applicationId } })).body.status).toBe('answered');
});

it('answers null for the latest application of someone who has none (the wizard’s first visit), 404 for an id not theirs', async () => {
  const { client } = await userOfType(server, UserType.Regular);
  const latest = await client.get('/creditapp/get-credit-application-details');
  expect([latest.status, latest.body]).toEqual([200, null]);
  const other = await client.get('/creditapp/get-credit-application-details', { query: { applicationId: '6f1c1f5e-0000-4000-8000-000000000000' } });
  expect([other.status, other.body.code]).toEqual([404, 'credit.application_not_found']);
});

it.each([
  ['$2 to $2 a month', { from: 200, to: 200 }, 'credit.budget_too_low', 'from'],
  ['$0 to $400 a month', { from: 0, to: 40_000 }, 'credit.budget_too_low', 'from'],
  ['$300 to $9,000 a month', { from: 30_000, to: 900_000 }, 'credit.budget_too_high', 'to'],
])('refuses an implausible budget, %s, with 400 on the field', async (_name, answer, code, field) => {
  const { client } = await userOfType(server, UserType.Regular);
  const { body } = await client.post('/creditapp/create-credit-application', { body: {} });
  const res = await client.post('/creditapp/save-credit-application-page', { body: { applicationId: body.applicationId, page: 'budget', answer } });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(code);
  expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  const fine = await client.post('/creditapp/save-credit-application-page', { body: { applicationId: body.applicationId, page: 'budget', answer: { from: 5_000, to: 500_000 } } });
  expect(fine.status).toBe(200);
});
