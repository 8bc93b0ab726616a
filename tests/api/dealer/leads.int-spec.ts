import { sql } from 'kysely';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { LEADS_CONSUMER } from '../../../apps/server/src/modules/dealer/dealer.public';
import { purchaseHistory, SEALED_MARKER } from '../../../apps/server/src/modules/purchase/integration-events/purchase-history.fixture';
import { startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * dealer.leads is built by the dealer module from purchase's public events only (ADR 0011): the lead rows purchase's
 * own projection used to write, fed through the integration-event consumer and its inbox.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(() => t?.stop());

const db = () => t.server.infra.db;
const leadsOf = (transactionIds: string[]) =>
  db().selectFrom('dealer.leads').selectAll().where('transaction_id', 'in', transactionIds).orderBy('created_at').orderBy('kind').execute();
const snapshot = async () => ({
  leads: (await sql<{ r: string }>`select to_jsonb(l)::text as r from dealer.leads l`.execute(db())).rows.map((r) => r.r).sort(),
  inbox: (await sql<{ r: string }>`select to_jsonb(i)::text as r from dealer.leads_inbox i`.execute(db())).rows.map((r) => r.r).sort(),
});

it('a started purchase and a sent lead become lead records of the vehicle\'s dealer, without the message', async () => {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  const sent = await buyer.client.post('/buy-online/leads/send', { body: { vehicleId, transactionId, kind: 'call_back', message: 'Call me at 514 555-0000' } });
  expect(sent.body).toEqual({ Status: 1 });
  await t.waitForProjections();
  const leads = await leadsOf([transactionId]);
  expect(leads.map((l) => l.kind)).toEqual(['buy_online_started', 'lead_call_back']);
  expect(leads.every((l) => l.company_id === 1 && l.vehicle_id === vehicleId && l.user_id === buyer.userId)).toBe(true);
  expect(leads[1]).toMatchObject({ has_message: true });
  expect(JSON.stringify(leads)).not.toContain('514 555-0000');
});

it('takes at most 3 messages a day per person and vehicle (429 rate_limit.exceeded, no lead recorded): no flooding a dealer\'s leads', async () => {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const [otherVehicleId] = await vehiclesOfDealer(t.server, 2);
  const send = (id: string) => buyer.client.post('/buy-online/leads/send', { body: { vehicleId: id, kind: 'call_back', message: 'Call me' } });
  for (let i = 0; i < 3; i++) expect((await send(vehicleId)).body).toEqual({ Status: 1 });
  const refused = await send(vehicleId);
  expect([refused.status, refused.body.code]).toEqual([429, 'rate_limit.exceeded']);
  expect((await send(otherVehicleId)).body).toEqual({ Status: 1 });
  await t.waitForProjections();
  const rows = await db().selectFrom('dealer.leads').select('vehicle_id').where('user_id', '=', buyer.userId).where('kind', '=', 'lead_call_back').execute();
  expect(rows.filter((r) => r.vehicle_id === vehicleId)).toHaveLength(3);
  expect(rows.filter((r) => r.vehicle_id === otherVehicleId)).toHaveLength(1);
});

describe('from a history of purchases', () => {
  const history = purchaseHistory(30);
  const transactionIds = history.streams.filter((s) => s.streamId.startsWith('purchase-')).map((s) => s.streamId.slice('purchase-'.length));
  const leadKinds = ['purchase.transaction-started.v1', 'purchase.deposit-paid.v1', 'purchase.contract-signed.v1', 'purchase.transaction-cancelled.v1', 'purchase.lead-submitted.v1'];
  const expectedRows = leadKinds.reduce((sum, type) => sum + (history.expected[type] ?? 0), 0);

  beforeAll(async () => {
    for (const s of history.streams) await t.server.infra.store.appendToStream(s.streamId, s.events, Expected.noStream);
    await t.waitForProjections();
  });

  it('holds one row per dealer-relevant public event, with the vehicle\'s dealer, and no personal data', async () => {
    const leads = await leadsOf(transactionIds);
    expect(leads).toHaveLength(expectedRows);
    const kinds = leads.reduce<Record<string, number>>((acc, l) => ({ ...acc, [l.kind]: (acc[l.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({
      buy_online_started: 30, deposit_paid: 30, contract_signed: 20, transaction_cancelled: 10, lead_call_back: 10,
    });
    expect(leads.every((l) => l.company_id >= 1 && l.company_id <= 3 && l.make === 'Honda' && l.brand === 'finance')).toBe(true);
    expect(JSON.stringify(leads)).not.toContain(SEALED_MARKER);
  });

  it('changes nothing when every event is delivered again (the inbox), and a rebuild gives identical rows', async () => {
    const before = await snapshot();
    await sql`update platform.projection_checkpoints set transaction_id = '0'::xid8, global_position = 0 where name = ${LEADS_CONSUMER}`.execute(db());
    await t.waitForProjections();
    expect(await snapshot()).toEqual(before);
    await t.server.infra.projections.rebuild(LEADS_CONSUMER);
    expect(await snapshot()).toEqual(before);
  });
});
