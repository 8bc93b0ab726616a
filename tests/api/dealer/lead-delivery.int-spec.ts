import { sql } from 'kysely';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { adfProblems, parseXml, type XmlNode } from '../../../apps/server/src/modules/dealer/adapters/adf-structure';
import { LEAD_DELIVERY } from '../../../apps/server/src/modules/dealer/process/lead-delivery/lead-delivery.deadline';
import { LEAD_UPDATE } from '../../../apps/server/src/modules/dealer/process/lead-update/lead-update.deadline';
import { userOfType } from '../identity/support';
import { pollUntil } from '../../support/poll';
import { consentAndSubmit, fillApplication, steadyApplicant } from '../credit/support';
import { PERSONAL, startPurchase, startPurchaseServer, tradeInOffered, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

/**
 * Issue #14 item 4 and #45 item 7: a new lead goes to each lead address of its company through the timers (BullMQ wake-ups), as a
 * bilingual email with the lead as ADF/XML 1.0 (the full prospect, as the export builds it), once per lead and address; a refused address shows as failed in
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

/** Whether a lead email is the update of a lead already sent (ADF `<prospect status="resend">`). */
const isUpdate = (raw: string, leadId: string) => raw.includes(`lead-${leadId}.xml`) && /<prospect status="resend">/.test(attachment(raw, `lead-${leadId}.xml`));

/** The element's children by name, and the text of the first one. */
const children = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);
const textOf = (node: XmlNode, name: string) => children(node, name)[0]?.text;

it('attaches the full ADF prospect: name parts, email, phone, comments, the vehicle and its price, the trade-in, the finance band', async () => {
  const admin = await userOfType(t.server, UserType.Admin);
  const address = 'ventes@dealer-two.ca';
  const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: 2 } })).body;
  expect((await admin.client.post('/company/save-company-emails', { body: { companyId: 2, expectedVersion: version, emails: [address] } })).status).toBe(200);
  await t.server.infra.projections.waitFor();

  // A buyer pre-qualified for credit, with an appraised trade-in, who starts buying, finances, trades in and writes.
  const buyer = await userOfType(t.server, 8, { firstName: 'Élodie', lastName: "O'Neil & fils", cell: '514 555-0199' });
  const applicationId = await fillApplication(buyer.client, steadyApplicant());
  expect((await consentAndSubmit(t.server, buyer.client, applicationId)).status).toBe(200);
  const tradeInId = await tradeInOffered(t.server, buyer.client, new Date(), new Date(Date.now() + 3 * 86_400_000), 1_234_500);
  const [vehicleId] = await vehiclesOfDealer(t.server, 2);
  const { transactionId: leadId } = await startPurchase(buyer.client, vehicleId);
  const step = async (name: string, data: unknown) =>
    expect((await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId: leadId, step: name, data } })).status).toBe(200);
  await step('personal-details', PERSONAL);
  await step('trade-in', { skip: false, tradeInId, balanceDue: 0, include: true });
  await step('payment-method', { method: 'finance', termMonths: 60, ratePercent: 4.99 });
  const sent = await buyer.client.post('/buy-online/leads/send', {
    body: { vehicleId, transactionId: leadId, kind: 'call_back', message: 'Appelez-moi <après> 17 h\u0007', contactMethod: 'phone', phone: '438 555-0123' },
  });
  expect(sent.status).toBe(200);
  await t.server.infra.projections.waitFor();

  // The dealer resends the lead: its email now carries everything the buyer shared since it was first sent.
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  const card = (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body;
  expect(card.tradeIn).toMatchObject({ value: 1_234_500 });
  expect(card.credit).toEqual({ band: expect.any(String) });
  expect((await dealer.client.post('/company/resend-lead', { body: { leadId, expectedVersion: card.version } })).status).toBe(200);
  // (Not the updates the trade-in and financing may have sent if the lead's first email went before them: `status="resend"`.)
  const mails = await pollUntil(() => {
    const to = smtp.received.filter((m) => m.to.includes(address) && !isUpdate(m.raw, leadId));
    return to.length === 2 ? to : null;
  }, 20_000, { what: 'the lead email and its resend' });

  const xml = attachment(mails[1].raw, `lead-${leadId}.xml`);
  expect(adfProblems(xml)).toEqual([]);
  const [prospect] = parseXml(xml).root.children;
  const contact = children(children(prospect, 'customer')[0], 'contact')[0];
  expect(contact.children.map((c) => `${c.name}${c.attrs.part ? `[${c.attrs.part}]` : ''}=${c.text}`))
    .toEqual(['name[first]=Élodie', 'name[last]=O&apos;Neil &amp; fils', `email=${buyer.email}`, 'phone=438 555-0123']);
  // The buyer's message (escaped, its control character removed), how they want to be reached, and the credit band.
  expect(textOf(children(prospect, 'customer')[0], 'comments'))
    .toBe(`Appelez-moi &lt;après&gt; 17 h\nPreferred contact: phone\nCredit pre-qualification: ${card.credit.band}`);
  const [wanted, tradeIn] = children(prospect, 'vehicle');
  const listing = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select(['vin', 'condition', 'year']).where('id', '=', vehicleId).executeTakeFirstOrThrow();
  expect(wanted.attrs).toEqual({ interest: 'buy', status: listing.condition });
  expect([textOf(wanted, 'year'), textOf(wanted, 'vin')]).toEqual([String(listing.year), listing.vin]);
  expect(children(wanted, 'price')[0].attrs).toEqual({ type: 'asking', currency: 'CAD' });
  expect(Number(textOf(wanted, 'price'))).toBe(card.vehicle.price / 100);
  expect(children(children(wanted, 'finance')[0], 'method')[0].text).toBe('finance');
  expect(tradeIn.attrs).toEqual({ interest: 'trade-in', status: 'used' });
  expect(children(tradeIn, 'price')[0]).toMatchObject({ attrs: { type: 'appraisal', currency: 'CAD' }, text: '12345.00' });
  expect(textOf(tradeIn, 'make')).toBe(card.tradeIn.make);

  // The same prospect as the dealer's own ADF export of the lead: one builder.
  const exported = await fetch(`${t.server.url}/api/company/export-lead-adf?leadId=${leadId}`, { headers: { cookie: dealer.client.cookieHeader() } });
  expect(parseXml(await exported.text()).root.children[0]).toEqual(prospect);
});

it('keeps a lead made before its company has a lead address, and sends it through SMTP once when one is added', async () => {
  const TORONTO = 3;
  const buyer = await userOfType(t.server, 8);
  const [vehicleId] = await vehiclesOfDealer(t.server, TORONTO);
  const { transactionId: leadId } = await startPurchase(buyer.client, vehicleId);
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: TORONTO });
  const outboxOf = async () => (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body.outbox;
  expect(await pollUntil(async () => ((await outboxOf())?.status === 'waiting' ? outboxOf() : null))).toMatchObject({ attempts: 0, lastError: null });

  const admin = await userOfType(t.server, UserType.Admin);
  const save = async (emails: string[]) => {
    const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: TORONTO } })).body;
    expect((await admin.client.post('/company/save-company-emails', { body: { companyId: TORONTO, expectedVersion: version, emails } })).status).toBe(200);
    await t.server.infra.projections.waitFor();
  };
  await save(['leads@dealer-three.ca']);
  const received = () => smtp.received.filter((m) => m.raw.includes(`lead-${leadId}.xml`));
  const [mail] = await pollUntil(() => (received().length > 0 ? received() : null), 20_000, { what: 'the waiting lead through SMTP' });
  expect(mail.to).toEqual(['leads@dealer-three.ca']);
  expect(adfProblems(attachment(mail.raw, `lead-${leadId}.xml`))).toEqual([]);
  expect(await pollUntil(async () => ((await outboxOf())?.status === 'sent' ? outboxOf() : null))).toMatchObject({ attempts: 1, lastError: null });

  // Saving the addresses again (one more) schedules nothing more: the lead no longer waits.
  const delivery = () => t.server.infra.db.selectFrom('platform.deadlines').select(['version', 'fired_at'])
    .where('kind', '=', LEAD_DELIVERY).where('key', '=', leadId).executeTakeFirstOrThrow();
  const sent = await pollUntil(async () => ((await delivery()).fired_at ? delivery() : null));
  await save(['leads@dealer-three.ca', 'crm@dealer-three.ca']);
  expect(await delivery()).toEqual(sent);
  expect(received()).toHaveLength(1);
});

it('sends the dealer one update email when the buyer adds a trade-in, then one when they add financing, to a lead already emailed; a retry sends nothing twice', async () => {
  const admin = await userOfType(t.server, UserType.Admin);
  const address = 'ventes@dealer-two.ca';
  const { version, emails } = (await admin.client.get('/company/get-company-emails', { query: { companyId: 2 } })).body;
  if (!emails.includes(address)) {
    expect((await admin.client.post('/company/save-company-emails', { body: { companyId: 2, expectedVersion: version, emails: [address] } })).status).toBe(200);
  }
  await t.server.infra.projections.waitFor();
  const buyer = await userOfType(t.server, 8, { firstName: 'Rémi', lastName: 'Gagnon' });
  const applicationId = await fillApplication(buyer.client, steadyApplicant());
  expect((await consentAndSubmit(t.server, buyer.client, applicationId)).status).toBe(200);
  const tradeInId = await tradeInOffered(t.server, buyer.client, new Date(), new Date(Date.now() + 3 * 86_400_000), 987_600);
  // Not the vehicle the buyer of the test above locked.
  const vehicleId = (await vehiclesOfDealer(t.server, 2)).at(-1)!;
  const { transactionId: leadId } = await startPurchase(buyer.client, vehicleId);
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  const cardOf = async () => (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body;
  const mailsOf = () => smtp.received.filter((m) => m.to.includes(address) && m.raw.includes(`lead-${leadId}.xml`));
  const updates = () => mailsOf().filter((m) => isUpdate(m.raw, leadId));

  // The lead is emailed first, without a trade-in or financing.
  await pollUntil(async () => ((await cardOf()).outbox?.status === 'sent' ? true : null), 20_000, { what: 'the lead emailed' });
  const [first] = mailsOf();
  expect(children(parseXml(attachment(first.raw, `lead-${leadId}.xml`)).root.children[0], 'vehicle')).toHaveLength(1);

  const step = async (name: string, data: unknown) =>
    expect((await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId: leadId, step: name, data } })).status).toBe(200);
  await step('personal-details', PERSONAL);
  await step('trade-in', { skip: false, tradeInId, balanceDue: 0, include: true });
  const [tradeInUpdate] = await pollUntil(() => (updates().length > 0 ? updates() : null), 20_000, { what: 'the trade-in update' });
  const xml = attachment(tradeInUpdate.raw, `lead-${leadId}.xml`);
  expect(adfProblems(xml)).toEqual([]);
  const [prospect] = parseXml(xml).root.children;
  expect(prospect.attrs).toEqual({ status: 'resend' });
  expect(textOf(prospect, 'id')).toBe(leadId);
  const [, tradeIn] = children(prospect, 'vehicle');
  expect(tradeIn.attrs).toEqual({ interest: 'trade-in', status: 'used' });
  expect(children(tradeIn, 'price')[0]).toMatchObject({ attrs: { type: 'appraisal', currency: 'CAD' }, text: '9876.00' });
  // No financing yet: the vehicle wanted carries none.
  expect(children(children(prospect, 'vehicle')[0], 'finance')).toEqual([]);
  expect(tradeInUpdate.raw).toMatch(/added a trade-in to their lead/);

  // Financing with the buyer's credit pre-qualification: one more update, carrying it.
  await step('payment-method', { method: 'finance', termMonths: 60, ratePercent: 4.99 });
  const both = await pollUntil(() => (updates().length === 2 ? updates() : null), 20_000, { what: 'the financing update' });
  const financed = parseXml(attachment(both[1].raw, `lead-${leadId}.xml`)).root.children[0];
  const card = await cardOf();
  expect(card.credit).toEqual({ band: expect.any(String) });
  expect(children(children(children(financed, 'vehicle')[0], 'finance')[0], 'method')[0].text).toBe('finance');
  expect(textOf(children(financed, 'customer')[0], 'comments')).toContain(`Credit pre-qualification: ${card.credit.band}`);
  expect(both[1].raw).toMatch(/added financing with a credit pre-qualification/);

  // Each update is on the lead's timeline, with what it carried.
  const sentLines = (c: { timeline: { source: string; event: string; detail: string | null }[] }) =>
    c.timeline.filter((e) => e.source === 'dealer' && e.event === 'LeadUpdateSent').map((e) => e.detail);
  expect(sentLines(await pollUntil(async () => {
    const c = await cardOf();
    return sentLines(c).length === 2 ? c : null;
  }))).toEqual(['trade_in', 'finance']);

  // The timers fire again (a retry after a crash, a redelivered fact), and the same step is saved again: nothing more.
  await step('payment-method', { method: 'finance', termMonths: 60, ratePercent: 4.99 });
  await t.server.infra.projections.waitFor();
  const fired = await t.server.infra.db.selectFrom('platform.deadlines').select(['key']).where('kind', '=', LEAD_UPDATE)
    .where('key', 'like', `${leadId}:%`).execute();
  expect(fired.length).toBeGreaterThanOrEqual(2);
  await sql`update platform.deadlines set fired_at = null, leased_until = null, due_at = now() where kind = ${LEAD_UPDATE} and key like ${`${leadId}:%`}`
    .execute(t.server.infra.db);
  await t.server.infra.timers.reconcile();
  await pollUntil(async () => {
    const left = await t.server.infra.db.selectFrom('platform.deadlines').select('key').where('kind', '=', LEAD_UPDATE)
      .where('key', 'like', `${leadId}:%`).where('fired_at', 'is', null).execute();
    return left.length === 0 ? true : null;
  }, 20_000, { what: 'the update timers fired again' });
  expect(updates()).toHaveLength(2);
  expect(mailsOf()).toHaveLength(3);
  expect(sentLines(await cardOf())).toEqual(['trade_in', 'finance']);
  const stream = await t.server.infra.store.readStream(`dealer-lead-${leadId}`);
  expect(stream.filter((e) => e.type === 'LeadUpdateSent')).toHaveLength(2);
});
