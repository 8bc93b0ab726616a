import { auditStreamId, leadWorkStreamId, userStreamId, UserType } from '@marketplace/domain';
import { userOfType } from '../identity/support';
import { expectProblem, startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #45 items 1–3 (ADR 0074): a lead's contact card (the buyer's details through their owners' public APIs, each
 * read on the buyer's access log, an erased buyer shown as erased), working the lead (assign, pipeline, notes, tasks,
 * resend: events on the lead's stream, 409 on a stale version, 400 with the field), response times on the list and the
 * dashboard, and 404 for another company's dealer on every one of these routes.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
});
afterAll(() => t?.stop());

async function dealerOf(companyId: number, firstName = 'Dany') {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId, firstName, lastName: 'Vendeur' });
  await t.waitForProjections();
  return dealer;
}

/** A buyer (with a cell number) who starts buying a company-1 vehicle and asks for a call back: the lead. */
async function leadOfCompanyOne(vehicleIndex: number) {
  const buyer = await userOfType(t.server, 8, { firstName: 'Élodie', lastName: 'Gagnon', cell: '514 555-0199', languageId: 2 });
  const vehicleId = (await vehiclesOfDealer(t.server, 1))[vehicleIndex];
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  const sent = await buyer.client.post('/buy-online/leads/send', { body: { vehicleId, transactionId, kind: 'call_back', message: 'Appelez-moi après 17 h' } });
  expect(sent.status).toBe(200);
  await t.waitForProjections();
  return { buyer, leadId: transactionId as string, vehicleId };
}

it('shows the buyer\'s contact card to their dealer, records each opening on the buyer\'s access log, and 404s for another company', async () => {
  const dealer = await dealerOf(1);
  const { buyer, leadId } = await leadOfCompanyOne(0);
  const viewsBefore = (await t.server.infra.store.readStream(auditStreamId(userStreamId(buyer.userId)))).filter((e) => e.type === 'audit.subject-viewed').length;

  const card = await dealer.client.get('/company/get-lead-card', { query: { leadId } });
  expect(card.status).toBe(200);
  expect(card.body).toMatchObject({
    leadId, version: 0, type: 'buy_online', companyId: 1, stage: 'new', assignee: null, responseSeconds: null,
    customer: { status: 'active', firstName: 'Élodie', lastName: 'Gagnon', email: buyer.email, phone: '514 555-0199', language: 'fr-ca', contactMethod: 'phone' },
    message: { kind: 'call_back', text: 'Appelez-moi après 17 h' },
    vehicle: { make: expect.any(String), price: expect.any(Number) },
  });
  expect(card.body.vehicle.price).toBeGreaterThan(0);
  expect(card.body.assignees).toEqual(expect.arrayContaining([{ userId: dealer.userId, name: 'Dany Vendeur' }]));
  expect(card.body.timeline.map((e: { source: string; event: string }) => `${e.source} ${e.event}`)).toEqual(expect.arrayContaining(['buyer purchase.transaction-started.v1', 'buyer purchase.lead-submitted.v1']));

  const views = (await t.server.infra.store.readStream(auditStreamId(userStreamId(buyer.userId)))).filter((e) => e.type === 'audit.subject-viewed');
  expect(views.length).toBe(viewsBefore + 1);
  expect(views.at(-1)!.data).toMatchObject({ viewerId: dealer.userId, reason: 'GET /company/get-lead-card' });

  const other = await dealerOf(2);
  expectProblem(await other.client.get('/company/get-lead-card', { query: { leadId } }), 404, 'dealer.lead_not_found');
  expect((await t.server.infra.store.readStream(auditStreamId(userStreamId(buyer.userId)))).filter((e) => e.type === 'audit.subject-viewed')).toHaveLength(views.length);
});

it('shows an erased buyer as erased', async () => {
  const dealer = await dealerOf(1);
  const buyer = await userOfType(t.server, 8);
  const { transactionId: leadId } = await startPurchase(buyer.client, (await vehiclesOfDealer(t.server, 1))[1]);
  await t.waitForProjections();
  expect((await dealer.client.post('/company/add-lead-note', { body: { leadId, expectedVersion: 0, text: 'Lives at 12 rue des Érables' } })).status).toBe(200);
  expect((await buyer.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });
  await t.waitForProjections();
  const card = await dealer.client.get('/company/get-lead-card', { query: { leadId } });
  expect(card.status).toBe(200);
  expect(card.body.customer).toEqual({ status: 'erased' });
  expect(card.body.message).toBeNull();
  // The dealer's note about them was sealed with their key: shredded with it. Nothing more is written about them.
  expect(card.body.timeline.filter((e: { source: string }) => e.source === 'dealer')).toEqual([expect.objectContaining({ event: 'LeadNoteAdded', detail: null })]);
  expectProblem(await dealer.client.post('/company/add-lead-note', { body: { leadId, expectedVersion: 1, text: 'Called' } }), 409, 'dealer.customer_erased');
});

it('works a lead: each action an event on its stream at the version seen (409 when stale), refused input a 400 with its field', async () => {
  const [dealer, colleague] = [await dealerOf(1, 'Dany'), await dealerOf(1, 'Chloé')];
  const outsider = await dealerOf(2, 'Omar');
  const { leadId } = await leadOfCompanyOne(2);

  const assigned = await dealer.client.post('/company/assign-lead', { body: { leadId, expectedVersion: 0, userId: colleague.userId } });
  expect(assigned.status).toBe(200);
  expect(assigned.body).toEqual({ Status: 1, leadId, version: 1 });
  // The colleague acted on the card they read before: the newer version wins, theirs is a 409 with a stable code.
  expectProblem(await colleague.client.post('/company/assign-lead', { body: { leadId, expectedVersion: 0, userId: colleague.userId } }), 409, 'dealer.lead_conflict');
  expectProblem(await dealer.client.post('/company/assign-lead', { body: { leadId, expectedVersion: 1, userId: outsider.userId } }), 400, 'dealer.assignee_not_in_company', 'body.userId');

  expectProblem(await dealer.client.post('/company/move-lead-stage', { body: { leadId, expectedVersion: 1, stage: 'lost' } }), 400, 'dealer.lost_reason_required', 'body.reason');
  expectProblem(await dealer.client.post('/company/move-lead-stage', { body: { leadId, expectedVersion: 1, stage: 'won' } }), 400, 'validation.invalid_input', 'body.stage');
  const contacted = await colleague.client.post('/company/move-lead-stage', { body: { leadId, expectedVersion: 1, stage: 'contacted' } });
  expect(contacted.body).toEqual({ Status: 1, leadId, version: 2 });
  expectProblem(await dealer.client.post('/company/move-lead-stage', { body: { leadId, expectedVersion: 2, stage: 'new' } }), 400, 'dealer.lead_stage_not_allowed', 'body.stage');
  expectProblem(await dealer.client.post('/company/move-lead-stage', { body: { leadId, expectedVersion: 1, stage: 'appointment' } }), 409, 'dealer.lead_conflict');

  const long = await dealer.client.post('/company/add-lead-note', { body: { leadId, expectedVersion: 2, text: 'x'.repeat(20_000) } });
  expect(long.status).toBe(400);
  expect(long.body.errors.map((e: { path: string }) => e.path)).toContain('body.text');
  expect((await dealer.client.post('/company/add-lead-note', { body: { leadId, expectedVersion: 2, text: 'bad\u0000text' } })).status).toBe(400);
  expect((await dealer.client.post('/company/add-lead-note', { body: { leadId, expectedVersion: 2, text: 'lone \ud800 surrogate' } })).status).toBe(400);
  expect((await dealer.client.post('/company/add-lead-note', { body: { leadId, expectedVersion: 2, text: 'A laissé un message, rappeler lundi' } })).body.version).toBe(3);

  expectProblem(await dealer.client.post('/company/add-lead-task', { body: { leadId, expectedVersion: 3, title: 'Rappeler', dueAt: new Date(Date.now() - 60_000).toISOString() } }),
    400, 'dealer.task_due_in_past', 'body.dueAt');
  const dueAt = new Date(Date.now() + 3_600_000).toISOString();
  expect((await dealer.client.post('/company/add-lead-task', { body: { leadId, expectedVersion: 3, title: 'Rappeler', dueAt } })).body.version).toBe(4);
  expect((await dealer.client.post('/company/resend-lead', { body: { leadId, expectedVersion: 4 } })).body.version).toBe(5);

  expect(await streamTypes(t.server, leadWorkStreamId(leadId))).toEqual(['LeadAssigned', 'LeadStageChanged', 'LeadNoteAdded', 'LeadTaskAdded', 'LeadDeliveryRequested']);
  // What the dealer wrote about the buyer is stored sealed with the buyer's key (erasing the account shreds it).
  const written = await t.server.infra.store.readStream(leadWorkStreamId(leadId));
  expect(JSON.stringify(written.map((e) => e.data))).not.toContain('rappeler lundi');
  expect((written[2].data as { text: unknown }).text).toEqual({ $sealed: expect.any(String) });
  const card = (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body;
  expect(card).toMatchObject({
    version: 5, stage: 'contacted', assignee: { userId: colleague.userId, name: 'Chloé Vendeur' }, escalated: false,
    tasks: [{ title: 'Rappeler', dueAt, by: 'Dany Vendeur', reminded: false }],
  });
  expect(card.responseSeconds).toEqual(expect.any(Number));
  const dealerLines = card.timeline.filter((e: { source: string }) => e.source === 'dealer');
  expect(dealerLines.map((e: { event: string; by: string; detail: string }) => [e.event, e.by, e.detail])).toEqual([
    ['LeadAssigned', 'Dany Vendeur', 'Chloé Vendeur'], ['LeadStageChanged', 'Chloé Vendeur', 'contacted'],
    ['LeadNoteAdded', 'Dany Vendeur', 'A laissé un message, rappeler lundi'], ['LeadTaskAdded', 'Dany Vendeur', 'Rappeler'],
    ['LeadDeliveryRequested', 'Dany Vendeur', null],
  ]);

  // The response time, on the lead list and the dashboard: the company's and the salesperson's (the assignee).
  const list = await dealer.client.get('/company/get-leads', { query: { id: leadId } });
  expect(list.body.items).toEqual([expect.objectContaining({ leadId, stage: 'contacted', assigneeUserId: colleague.userId, responseSeconds: card.responseSeconds })]);
  const stats = (await dealer.client.get('/company/get-lead-statistics', {})).body;
  expect(stats.responseTimes.contacted).toBeGreaterThanOrEqual(1);
  expect(stats.responseTimes.medianSeconds).toEqual(expect.any(Number));
  expect(stats.responseTimes.bySalesperson).toEqual(expect.arrayContaining([expect.objectContaining({ userId: colleague.userId, contacted: 1 })]));

  // Another company's dealer: 404 on every route of a lead, and nothing appended.
  const routes: [string, Record<string, unknown>][] = [
    ['/company/assign-lead', { userId: outsider.userId }], ['/company/move-lead-stage', { stage: 'sold' }], ['/company/add-lead-note', { text: 'x' }],
    ['/company/add-lead-task', { title: 'x', dueAt }], ['/company/resend-lead', {}],
  ];
  for (const [path, body] of routes) expectProblem(await outsider.client.post(path, { body: { leadId, expectedVersion: 5, ...body } }), 404, 'dealer.lead_not_found');
  expect(await streamTypes(t.server, leadWorkStreamId(leadId))).toHaveLength(5);
});
