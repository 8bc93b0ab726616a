import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { transactionStreamId } from '@marketplace/domain';
import { LEADS_CONSUMER } from '../../../apps/server/src/modules/dealer/dealer.public';
import { resolveProjectionName } from '../../../apps/server/src/tools/events-tool';
import { userOfType } from '../identity/support';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, expectProblem, payDeposit, streamTypes, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * Leads as one row per customer intent (ADR 0018), read through the company calls: a dealer sees their own company's
 * leads only, the very next request after the customer's write, and the statistics of the dashboard.
 */
let t: PurchaseTestServer;
const licence = readFileSync(path.join(__dirname, '..', 'purchase', 'fixtures', 'gps.jpg'));

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 40 });
});
afterAll(() => t?.stop());

/** A dealer of the company, once identity's read model knows their company (the dealer context asks it). */
async function dealerOf(companyId: number) {
  const dealer = await userOfType(t.server, 9, { companyId });
  await t.waitForProjections();
  return dealer;
}

/** Lock and start a purchase; the answer's write position, as the web client would pass it on. */
async function startWithPosition(client: Awaited<ReturnType<PurchaseTestServer['buyer']>>['client'], vehicleId: string) {
  const lock = await client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
  expect({ status: lock.status, body: lock.status === 200 ? null : lock.body }).toEqual({ status: 200, body: null });
  const created = await client.post('/customers/create-customer-vehicle', { body: { vehicleId } });
  expect(created.status).toBe(200);
  return { transactionId: created.body.transactionId as string, position: created.headers.get('x-write-position')! };
}

it('a purchase started by a customer is a new lead of that company in the very next request, and of no other company', async () => {
  const [montreal, quebec] = [await dealerOf(1), await dealerOf(2)];
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId, position } = await startWithPosition(buyer.client, vehicleId);
  expect(position).toBeTruthy();

  const own = await montreal.client.get('/company/get-leads', { query: { id: transactionId }, headers: { 'x-read-after': position } });
  expect(own.status).toBe(200);
  expect(own.body.items).toEqual([expect.objectContaining({ leadId: transactionId, type: 'buy_online', status: 'new', companyId: 1, vehicleId })]);

  const other = await quebec.client.get('/company/get-leads', { query: { id: transactionId }, headers: { 'x-read-after': position } });
  expect(other.body).toMatchObject({ items: [], total: 0 });
  // A dealer naming another company, or another company's lead: 404, like an unknown one.
  expectProblem(await quebec.client.get('/company/get-leads', { query: { companyId: 1 } }), 404, 'dealer.company_not_found');
  expectProblem(await quebec.client.get('/company/get-leads-details', { query: { leadId: transactionId } }), 404, 'dealer.lead_not_found');
  expectProblem(await quebec.client.get('/company/get-lead-statistics', { query: { companyId: 1 } }), 404, 'dealer.company_not_found');
});

it('moves the lead along (contacted, deposit) with its timeline, and counts it on the dashboard', async () => {
  const montreal = await dealerOf(1);
  const buyer = await t.buyer();
  const [, vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startWithPosition(buyer.client, vehicleId);
  const before = (await montreal.client.get('/company/get-lead-statistics')).body;
  await buyer.client.post('/buy-online/leads/send', { body: { vehicleId, transactionId, kind: 'call_back', message: 'Call me' } });
  await completeFormSteps(buyer.client, transactionId, licence);
  await payDeposit(buyer.client, transactionId);
  // The deposit is recorded by the payment provider's webhook.
  await pollUntil(async () => (await streamTypes(t.server, transactionStreamId(transactionId))).includes('DepositPaid'));
  await t.waitForProjections();

  const details = await montreal.client.get('/company/get-leads-details', { query: { leadId: transactionId } });
  expect(details.status).toBe(200);
  expect(details.body.status).toBe('deposit');
  expect(details.body.timeline.map((e: any) => e.milestone)).toEqual(['started', 'contacted', 'deposit']);
  expect((await montreal.client.get('/company/get-leads', { query: { status: 'deposit', id: transactionId } })).body.total).toBe(1);

  const stats = await montreal.client.get('/company/get-lead-statistics');
  expect(stats.status).toBe(200);
  expect(stats.body.perDay).toHaveLength(10);
  expect(stats.body.companyId).toBe(1);
  expect(stats.body.tiles.deposits).toBe(before.tiles.deposits + 1);
  expect(stats.body.byType.find((x: any) => x.type === 'buy_online').count).toBe(stats.body.tiles.newLeads);
});

it('staff read every company; a customer may not read leads; a bad range is a 400 on the field', async () => {
  const team = await userOfType(t.server, 18);
  const all = await team.client.get('/company/get-leads');
  expect(all.status).toBe(200);
  expect(new Set(all.body.items.map((l: any) => l.companyId)).size).toBeGreaterThanOrEqual(1);
  const lead = all.body.items.find((l: any) => l.companyId === 1);
  const offer = await team.client.get('/company/get-lead-shopitrade-company-list', { query: { leadId: lead.leadId } });
  expect(offer.status).toBe(200);
  expect(offer.body.items.every((c: any) => c.companyId !== 1)).toBe(true);
  // Other dealers' margins: never for a dealer, not even about its own lead.
  for (const dealer of [await dealerOf(1), await dealerOf(2)]) {
    expectProblem(await dealer.client.get('/company/get-lead-shopitrade-company-list', { query: { leadId: lead.leadId } }), 403, 'auth.forbidden');
  }
  const lm = await team.client.get('/company/get-leads', { query: { companyId: 2 } });
  expect(lm.body.items.every((l: any) => l.companyId === 2)).toBe(true);
  const buyer = await t.buyer();
  expect((await buyer.client.get('/company/get-leads')).status).toBe(403);
  expectProblem(await team.client.get('/company/get-leads', { query: { startDate: '2026-02-10', endDate: '2026-02-01' } }), 400, 'dealer.invalid_date_range', 'startDate');
  // Statistics have a line per day: a year at most (366 days), not a range of centuries.
  expect((await team.client.get('/company/get-lead-statistics', { query: { startDate: '2025-02-01', endDate: '2026-02-01' } })).status).toBe(200);
  const centuries = await team.client.get('/company/get-lead-statistics', { query: { startDate: '1900-01-01', endDate: '2999-12-31' } });
  expectProblem(centuries, 400, 'dealer.date_range_too_long', 'startDate');
});

it('a day outside the years 1900-2999 is a 400 on its field, never a database error', async () => {
  const dealer = await dealerOf(1);
  const leads = (query: Record<string, string | number>) => dealer.client.get('/company/get-leads', { query: { companyId: 1, ...query } });
  expectProblem(await leads({ endDate: '9999-12-31' }), 400, 'validation.invalid_input', 'query.endDate');
  const yearZero = await leads({ startDate: '0000-01-01', endDate: '0000-01-02' });
  expectProblem(yearZero, 400, 'validation.invalid_input', 'query.startDate');
  expectProblem(yearZero, 400, 'validation.invalid_input', 'query.endDate');
  const farOff = await dealer.client.get('/company/get-lead-statistics', { query: { companyId: 1, startDate: '9999-12-30', endDate: '9999-12-31' } });
  expectProblem(farOff, 400, 'validation.invalid_input', 'query.startDate');
  expectProblem(await leads({ startDate: '1899-12-31', endDate: '1900-01-01' }), 400, 'validation.invalid_input', 'query.startDate');
  expectProblem(await leads({ endDate: '3000-01-01' }), 400, 'validation.invalid_input', 'query.endDate');
  // The bounds themselves are days like any other; a default range ending early in 1900 starts on its first day.
  expect((await leads({ startDate: '2999-12-31', endDate: '2999-12-31' })).status).toBe(200);
  expect((await leads({ endDate: '1900-01-05' })).body).toMatchObject({ startDate: '1900-01-01', endDate: '1900-01-05' });
});

it('"projections rebuild leads" (the CLI short name) gives identical lead rows', async () => {
  await t.waitForProjections();
  const rows = async () => (await sql<{ r: string }>`select to_jsonb(l)::text as r from dealer.lead_intents l`.execute(t.server.infra.db)).rows.map((r) => r.r).sort();
  const before = await rows();
  expect(before.length).toBeGreaterThan(0);
  const name = resolveProjectionName('leads', t.server.infra.projections.names);
  expect(name).toBe(LEADS_CONSUMER);
  await t.server.infra.projections.rebuild(name);
  expect(await rows()).toEqual(before);
});
