import { sql } from 'kysely';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { adfProblems } from '../../../apps/server/src/modules/dealer/adapters/adf-structure';
import { LEAD_DELIVERY } from '../../../apps/server/src/modules/dealer/process/lead-delivery/lead-delivery.deadline';
import { userOfType } from '../identity/support';
import { pollUntil } from '../../support/poll';
import { startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

/**
 * Issue #14 item 4: a new lead goes to each lead address of its company through the timers (BullMQ wake-ups), as a
 * bilingual email with the lead as ADF/XML 1.0, once per lead and address; a refused address shows as failed in
 * get-lead-deliveries until a retry delivers it, and the address already served gets nothing twice.
 */
let t: PurchaseTestServer;
let smtp: TestSmtp;
let refuse = 'crm@dealer-one.ca';

beforeAll(async () => {
  smtp = await startTestSmtp({
    onRcptTo(address, _session, callback) {
      callback(address.address === refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
  });
  t = await startPurchaseServer({ SMTP_URL: smtp.url }, { vehicles: 20 });
  await seedDemoCompanies(t.server.infra.store);
  await t.server.infra.projections.waitFor();
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

/** The decoded body of the MIME part named `filename`. */
function attachment(raw: string, filename: string): string {
  const part = raw.split(/\r?\n--/).find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) throw new Error(`no ${filename} in the message`);
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /content-transfer-encoding:\s*base64/i.test(headers) ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : content;
}

it('delivers a new lead to each company lead address with its ADF file, shows a refused address as failed, and a retry sends only what is missing', async () => {
  const admin = await userOfType(t.server, UserType.Admin);
  const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: 1 } })).body;
  const addresses = ['leads@dealer-one.ca', 'crm@dealer-one.ca'];
  expect((await admin.client.post('/company/save-company-emails', { body: { companyId: 1, expectedVersion: version, emails: addresses } })).status).toBe(200);
  await t.server.infra.projections.waitFor();

  const buyer = await userOfType(t.server, 8, { firstName: 'Élodie' });
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId: leadId } = await startPurchase(buyer.client, vehicleId);

  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  const deliveries = async () => (await dealer.client.get('/company/get-lead-deliveries', { query: { leadId } })).body;
  const first = await pollUntil(async () => ((await deliveries()).items?.length === 2 ? deliveries() : null));
  expect(first.items).toEqual([
    expect.objectContaining({ address: 'crm@dealer-one.ca', status: 'failed', attempts: expect.any(Number), lastError: expect.stringMatching(/mailbox unavailable/) }),
    expect.objectContaining({ address: 'leads@dealer-one.ca', status: 'sent', attempts: 1, lastError: null }),
  ]);

  const toLeads = smtp.received.filter((m) => m.to.includes('leads@dealer-one.ca'));
  expect(toLeads).toHaveLength(1);
  const { raw } = toLeads[0];
  expect(raw).toMatch(/New lead \/ Nouveau prospect/);
  const adf = attachment(raw, `lead-${leadId}.xml`);
  expect(adfProblems(adf)).toEqual([]);
  expect(adf).toContain(`<id sequence="1" source="marketplace">${leadId}</id>`);
  // The vehicle's real status (new/used) and its VIN travel in purchase's public events (optional fields of v1, ADR 0025).
  const listing = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select(['vin', 'condition']).where('id', '=', vehicleId).executeTakeFirstOrThrow();
  expect(adf).toMatch(new RegExp(`<vehicle interest="buy" status="${listing.condition}">\\s*<year>\\d{4}</year>`));
  expect(adf).toContain(`<vin>${listing.vin}</vin>`);
  expect(adf).toContain('<vendorname>Auto Boulevard Montréal</vendorname>');
  expect(adf).toContain('<name part="first">Élodie</name>');

  // The lead's outbox line shows the failure and its cause (issue #45 item 6).
  const card = (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body;
  expect(card.outbox).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/crm@dealer-one.ca: .*mailbox unavailable/) });

  // Another company's dealer: 404, as for the lead itself.
  const other = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  expect((await other.client.get('/company/get-lead-deliveries', { query: { leadId } })).status).toBe(404);

  // The address accepts mail again and the backoff elapsed: a retry serves it and leaves the other one alone.
  refuse = '';
  await sql`update platform.deadlines set leased_until = null where kind = ${LEAD_DELIVERY} and key = ${leadId}`.execute(t.server.infra.db);
  await t.server.infra.timers.reconcile();
  const retried = await pollUntil(async () => {
    const { items } = await deliveries();
    return items.every((d: { status: string }) => d.status === 'sent') ? items : null;
  });
  expect(retried).toEqual([
    expect.objectContaining({ address: 'crm@dealer-one.ca', status: 'sent', attempts: expect.any(Number), lastError: null }),
    expect.objectContaining({ address: 'leads@dealer-one.ca', status: 'sent', attempts: 1 }),
  ]);
  expect(retried[0].attempts).toBeGreaterThanOrEqual(2);
  expect(smtp.received.filter((m) => m.to.includes('leads@dealer-one.ca'))).toHaveLength(1);
  expect(smtp.received.filter((m) => m.to.includes('crm@dealer-one.ca'))).toHaveLength(1);
});
