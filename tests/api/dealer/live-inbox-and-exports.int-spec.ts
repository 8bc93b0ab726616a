import { auditStreamId, userStreamId, UserType } from '@marketplace/domain';
import { parse } from 'csv-parse/sync';
import { adfProblems, parseXml } from '../../../apps/server/src/modules/dealer/adapters/adf-structure';
import { userOfType } from '../identity/support';
import { expectProblem, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';
import { leadChangeOf, openLeadInbox } from './support';

/**
 * Issue #45 items 4 and 7 (ADR 0079): the live inbox (Server-Sent Events of the company's lead changes, scoped and
 * access-checked, resumed with Last-Event-ID, never compressed nor buffered) and the exports (ADF/XML 1.0 for one lead
 * and for the filtered list, CSV for the list: each a recorded read of the buyers' personal data, 404 across companies).
 */
let t: PurchaseTestServer;
const inboxes: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
});
afterAll(async () => {
  await Promise.all(inboxes.map((i) => i.close()));
  await t?.stop();
});

async function dealerOf(companyId: number, languageId: 1 | 2 = 1) {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId, languageId, firstName: 'Dany', lastName: `Vendeur${companyId}` });
  await t.waitForProjections();
  return dealer;
}

async function inbox(client: { cookieHeader(): string }, o: Parameters<typeof openLeadInbox>[2] = {}) {
  const opened = await openLeadInbox(t.server.url, client.cookieHeader(), o);
  inboxes.push(opened);
  return opened;
}

/** A buyer with a phone who starts buying a vehicle of company 1 and leaves a message: the lead. */
async function newLead(vehicleIndex: number) {
  const buyer = await userOfType(t.server, 8, { firstName: 'Élodie', lastName: "O'Neil & fils", cell: '514 555-0199' });
  const vehicleId = (await vehiclesOfDealer(t.server, 1))[vehicleIndex];
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  const sent = await buyer.client.post('/buy-online/leads/send', { body: { vehicleId, transactionId, kind: 'question', message: 'Is it <still> available?\u0007' } });
  expect(sent.status).toBe(200);
  return { buyer, leadId: transactionId as string };
}

const viewsOf = async (userId: string) => (await t.server.infra.store.readStream(auditStreamId(userStreamId(userId))))
  .filter((e) => e.type === 'audit.subject-viewed').map((e) => (e.data as { viewerId: string; reason: string }));

it('streams a new lead and a colleague\'s change to the company\'s open inboxes only, uncompressed, and resumes from Last-Event-ID', async () => {
  const [dealer, colleague, outsider] = [await dealerOf(1), await dealerOf(1), await dealerOf(2)];
  const mine = await inbox(dealer.client, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(mine.status).toBe(200);
  expect(mine.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(mine.headers.get('content-encoding')).toBeNull();
  expect(mine.headers.get('x-accel-buffering')).toBe('no');
  // An answer like any other: the security headers are on it.
  expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
  expect(mine.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // The opening line arrives at once: nothing (compression, a buffer) holds the stream back.
  await mine.opened();
  const theirs = await inbox(outsider.client);
  await theirs.opened();

  const { leadId } = await newLead(0);
  const created = await mine.next((e) => e.event === 'lead' && leadChangeOf(e).leadId === leadId);
  expect(leadChangeOf(created)).toEqual({ leadId, change: 'created' });
  expect(created.id).toMatch(/^\d+$/);

  expect((await colleague.client.post('/company/assign-lead', { body: { leadId, expectedVersion: 0, userId: colleague.userId } })).status).toBe(200);
  const assigned = await mine.next((e) => e.event === 'lead' && leadChangeOf(e).leadId === leadId && BigInt(e.id!) > BigInt(created.id!));
  expect(leadChangeOf(assigned).change).toBe('updated');
  // Another company's open inbox heard nothing of it (the same reader gave both their events).
  expect(theirs.events.filter((e) => e.data.includes(leadId))).toEqual([]);

  // A browser that saw only the creation reconnects: it gets what it missed (the assignment), not the creation again.
  const resumed = await inbox(dealer.client, { lastEventId: created.id });
  const replayed = await resumed.next((e) => e.event === 'lead' && leadChangeOf(e).leadId === leadId);
  expect(replayed.id).toBe(assigned.id);
  expect(resumed.events.filter((e) => e.id === created.id)).toEqual([]);
});

it('checks who watches: signed out 401, a buyer 403, another company 404', async () => {
  const dealer = await dealerOf(1);
  const buyer = await userOfType(t.server, 8);
  expect((await inbox({ cookieHeader: () => '' })).status).toBe(401);
  expect((await inbox(buyer.client)).status).toBe(403);
  const elsewhere = await inbox(dealer.client, { companyId: 2 });
  expect(elsewhere.status).toBe(404);
  expect(elsewhere.headers.get('content-type')).toMatch(/json/);
});

it('exports one lead as ADF/XML 1.0 with the full prospect, recorded on the buyer\'s access log; 404 for another company', async () => {
  const [dealer, outsider] = [await dealerOf(1), await dealerOf(2)];
  const { buyer, leadId } = await newLead(1);
  await t.waitForProjections();
  const res = await fetch(`${t.server.url}/api/company/export-lead-adf?leadId=${leadId}`, { headers: { cookie: dealer.client.cookieHeader() } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="lead-${leadId}.xml"`);
  const xml = await res.text();
  expect(adfProblems(xml)).toEqual([]);
  const prospect = parseXml(xml).root.children[0];
  const customer = prospect.children.find((c) => c.name === 'customer')!;
  const contact = customer.children.find((c) => c.name === 'contact')!;
  expect(contact.children.map((c) => c.text)).toEqual(['Élodie', "O&apos;Neil &amp; fils", buyer.email, '514 555-0199']);
  // The buyer's message, escaped, its control character removed.
  expect(customer.children.find((c) => c.name === 'comments')!.text).toBe('Is it &lt;still&gt; available?');
  const vehicle = prospect.children.find((c) => c.name === 'vehicle')!;
  expect(Number(vehicle.children.find((c) => c.name === 'price')!.text)).toBeGreaterThan(0);
  expect((await viewsOf(buyer.userId)).filter((v) => v.reason === 'GET /company/export-lead-adf')).toEqual([expect.objectContaining({ viewerId: dealer.userId })]);

  expectProblem(await outsider.client.get('/company/export-lead-adf', { query: { leadId } }), 404, 'dealer.lead_not_found');
  expect((await viewsOf(buyer.userId)).filter((v) => v.viewerId === outsider.userId)).toEqual([]);
});

it('exports the filtered list as CSV (BOM, headers in the user\'s language, formulas guarded) and as ADF, each read recorded', async () => {
  const dealer = await dealerOf(1, 2);
  const { buyer, leadId } = await newLead(2);
  await t.waitForProjections();
  const get = (query: string) => fetch(`${t.server.url}/api/company/export-leads?${query}`, { headers: { cookie: dealer.client.cookieHeader() } });

  const csvRes = await get(`format=csv&id=${leadId}`);
  expect(csvRes.status).toBe(200);
  expect(csvRes.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await csvRes.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.subarray(3).toString('utf8')) as string[][];
  expect(header.slice(0, 8)).toEqual(['Demande', 'Créée le', 'Type', "Statut de l'acheteur", 'Étape', 'Prénom', 'Nom', 'Courriel']);
  expect(rows).toHaveLength(1);
  expect(rows[0].slice(0, 9)).toEqual([leadId, expect.any(String), 'buy_online', 'contacted', 'new', 'Élodie', "O'Neil & fils", buyer.email, '514 555-0199']);
  expect((await viewsOf(buyer.userId)).filter((v) => v.reason === 'GET /company/export-leads')).toHaveLength(1);

  const adfRes = await get(`format=adf&make=${encodeURIComponent(rows[0][11])}`);
  expect(adfRes.status).toBe(200);
  const xml = await adfRes.text();
  expect(adfProblems(xml)).toEqual([]);
  expect(parseXml(xml).root.children.map((p) => p.children[0].text)).toContain(leadId);
  expect((await viewsOf(buyer.userId)).filter((v) => v.reason === 'GET /company/export-leads')).toHaveLength(2);

  // Another company's list, or a format the route does not know.
  expectProblem(await dealer.client.get('/company/export-leads', { query: { format: 'csv', companyId: 2 } }), 404, 'dealer.company_not_found');
  expect((await dealer.client.get('/company/export-leads', { query: { format: 'pdf' } })).status).toBe(400);
});
