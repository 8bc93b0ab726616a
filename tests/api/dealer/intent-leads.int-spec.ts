import { sql } from 'kysely';
import { UserType } from '@marketplace/domain';
import { LEADS_CONSUMER, seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { userOfType } from '../identity/support';
import { expectProblem } from '../purchase/support';
import { consentAndSubmit, fillApplication, steadyApplicant } from '../credit/support';
import { appraisedCivic, startTradeInServer } from '../trade-in/support';
import type { TestServer } from '../../support/server';
import { ProjectionRunner } from '../../../apps/server/src/platform/projections/projection-runner';

/**
 * Leads from every intent (ADR 0025): trade-in and credit leads come from `trade-in.*` and `credit.*` public events. A
 * wizard trade-in is the team's lead until a dealer company takes it from the block, then that company's; a wizard
 * credit application is the team's. Lead management filters by the customer's name, which identity answers at read time.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTradeInServer();
  await seedDemoCompanies(server.infra.store);
}, 60_000);
afterAll(() => server?.stop());

const leadsOf = async (who: Awaited<ReturnType<typeof userOfType>>, query: Record<string, string | number>) =>
  (await who.client.get('/company/get-leads', { query })).body;

it('a trade-in is a lead of the team until a dealer takes it from the block; then it is that company\'s, signed, and delivered to it', async () => {
  const owner = await userOfType(server, UserType.Regular, { firstName: 'Marie-Ève', lastName: 'Tremblay' });
  const { tradeInId } = await appraisedCivic(owner.client);
  await server.infra.projections.waitFor();
  const team = await userOfType(server, UserType.TeamMember);
  expect((await leadsOf(team, { id: tradeInId })).items).toEqual([expect.objectContaining({
    leadId: tradeInId, type: 'trade_in', status: 'new', companyId: null, customerUserId: owner.userId, vehicleId: null, year: 2025, make: 'Honda', model: 'Civic',
  })]);

  expect((await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } })).status).toBe(200);
  const dealer = await userOfType(server, UserType.Dealer, { companyId: 4 });
  await server.infra.projections.waitFor();
  expect((await leadsOf(team, { id: tradeInId })).items[0].status).toBe('contacted');
  expect((await leadsOf(dealer, { id: tradeInId })).items).toEqual([]);

  expect((await dealer.client.post('/tradein/add-trade-in', { body: { tradeInId } })).status).toBe(200);
  await server.infra.projections.waitFor();
  expect((await leadsOf(dealer, { id: tradeInId, type: 'trade_in' })).items).toEqual([expect.objectContaining({ leadId: tradeInId, status: 'signed', companyId: 4 })]);
  const details = (await dealer.client.get('/company/get-leads-details', { query: { leadId: tradeInId } })).body;
  expect(details.timeline.map((e: { event: string }) => e.event)).toEqual(['trade-in.appraised.v1', 'trade-in.confirmed.v1', 'trade-in.added-to-inventory.v1']);
  const rival = await userOfType(server, UserType.Dealer, { companyId: 5 });
  await server.infra.projections.waitFor(); // the rival's company comes from identity's contact read model
  expectProblem(await rival.client.get('/company/get-leads-details', { query: { leadId: tradeInId } }), 404, 'dealer.lead_not_found');
  // Taken by a company, the lead is due for delivery to it (once, keyed by the lead).
  const due = await sql<{ n: string }>`select count(*) as n from platform.deadlines where kind = 'dealer.lead-delivery' and key = ${tradeInId}`.execute(server.infra.db);
  expect(Number(due.rows[0].n)).toBe(1);
});

it('a credit application from the wizard is a new credit lead of the team, with no vehicle and no company', async () => {
  const applicant = await userOfType(server, UserType.Regular, { firstName: 'Jean', lastName: 'Côté' });
  const applicationId = await fillApplication(applicant.client, steadyApplicant());
  expect((await consentAndSubmit(server, applicant.client, applicationId)).status).toBe(200);
  await server.infra.projections.waitFor();
  const admin = await userOfType(server, UserType.SuperAdmin);
  const lead = (await leadsOf(admin, { id: applicationId, type: 'credit' })).items;
  expect(lead).toEqual([expect.objectContaining({ leadId: applicationId, type: 'credit', status: 'new', companyId: null, vehicleId: null, make: null })]);
  const timeline = (await admin.client.get('/company/get-leads-details', { query: { leadId: applicationId } })).body.timeline;
  expect(timeline.map((e: { event: string }) => e.event)).toEqual(['credit.application-submitted.v1', 'credit.decided.v1']);
});

it('filters leads by the customer\'s name (each word starts a first or last name); an erased account no longer matches', async () => {
  const team = await userOfType(server, UserType.TeamMember);
  const ids = async (name: string) => (await leadsOf(team, { name })).items.map((l: { type: string }) => l.type).sort();
  expect(await ids('marie-ève')).toEqual(['trade_in']);
  expect(await ids('TREMBLAY marie')).toEqual(['trade_in']);
  expect(await ids('jean côté')).toEqual(['credit']);
  expect(await ids('Tremblay Côté')).toEqual([]);
  expect(await ids('%')).toEqual([]);
  expectProblem(await team.client.get('/company/get-leads', { query: { name: ' ' } }), 400, 'validation.invalid_input', 'query.name');

  const gone = await userOfType(server, UserType.Regular, { firstName: 'Zoé', lastName: 'Gagnon' });
  const { tradeInId } = await appraisedCivic(gone.client);
  await server.infra.projections.waitFor();
  expect((await leadsOf(team, { name: 'zoé gagnon' })).items.map((l: { leadId: string }) => l.leadId)).toEqual([tradeInId]);
  await server.infra.db.updateTable('identity.users').set({ deleted: true }).where('user_id', '=', gone.userId).execute();
  expect((await leadsOf(team, { name: 'zoé gagnon' })).items).toEqual([]);
});

/** Every dealer.lead_intents row as JSON, sorted: what a rebuild must give again. */
const leadIntentRows = async () =>
  (await sql<{ r: string }>`select to_jsonb(l)::text as r from dealer.lead_intents l`.execute(server.infra.db)).rows.map((r) => r.r).sort();

it('rebuilding the leads gives identical rows, trade-in and credit leads included', async () => {
  await server.infra.projections.waitFor();
  const before = await leadIntentRows();
  expect(before.some((r) => r.includes('"type": "credit"'))).toBe(true);
  await server.infra.projections.rebuild(LEADS_CONSUMER);
  expect(await leadIntentRows()).toEqual(before);
});

it('a rebuild in pages of two store events (a lead\'s facts in several pages: copied when new to the staging table, upserted after) gives identical rows', async () => {
  await server.infra.projections.waitFor();
  const before = await leadIntentRows();
  const timelines = before.map((r) => (JSON.parse(r) as { timeline: unknown[] }).timeline.length);
  expect(Math.max(...timelines)).toBeGreaterThan(1);
  const { pool, db, store } = server.infra;
  const leads = server.infra.projections.projections.filter((p) => p.name === LEADS_CONSUMER);
  const { events } = await new ProjectionRunner(pool, db, store, leads, { rebuildBatchSize: 2 }).rebuild(LEADS_CONSUMER);
  expect(events).toBeGreaterThan(2);
  expect(await leadIntentRows()).toEqual(before);
});
