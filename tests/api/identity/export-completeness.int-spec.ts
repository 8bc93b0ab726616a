import { UserType } from '@marketplace/domain';
import { PERSONAL_DATA_SECTIONS } from '@marketplace/contracts';
import { sql } from 'kysely';
import { seedCatalogReference } from '../../../apps/server/src/modules/catalog/catalog.public';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_SIN } from '../credit/support';
import { pollUntil } from '../../support/poll';
import { APPLICANT, completeFormSteps, GPS_PHOTO, payDeposit, PERSONAL, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { appraisedCivic, CIVIC, CIVIC_LX_2025, CIVIC_VIN } from '../trade-in/support';
import { userOfType } from './support';

/**
 * Issue 42 item 5 (Law 25, s.27): "Download my data" holds everything the product keeps about the person. The test
 * walks a buyer through every context (purchase with deposit, signature and documents; credit with a review request;
 * trade-in; garage; a support message; staff reads), then compares the export with what the database holds, found
 * without the export's code: every event of the streams naming them, read straight from the event store, and every
 * row of every table that names them. A new stream or a new table about people that the export leaves out fails here.
 */
let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 4 });
  await seedCatalogReference(t.server.infra.db);
});
afterAll(() => t?.stop());

/** Tables written from events (projections, inboxes): their rows are the streams', compared event by event below. */
const FROM_STREAMS = new Set([
  'identity.users', 'identity.user_sections', 'purchase.transactions', 'purchase.transaction_list', 'purchase.transaction_details', 'purchase.leads',
  'credit.application_summaries', 'credit.application_details', 'garage.vehicles', 'trade_in.trade_ins', 'trade_in.block', 'support.messages',
  'dealer.leads', 'audit.people', 'audit.stream_links',
  // Keyed hashes of their name, email and phone parts (ADR 0078), made from the events above; no readable value.
  'audit.search_terms',
]);
/**
 * Rows kept outside the event store, and where the export shows each of them (one entry of the section per row).
 * Secrets are left out on purpose: login tokens (single-use sign-in links) and social sign-in flows in progress.
 */
const ROWS_IN_EXPORT: Record<string, (sections: any) => readonly unknown[]> = {
  'identity.devices': (s) => s.identity.devices,
  'identity.known_devices': (s) => s.identity.signInDevices,
  'identity.sessions': (s) => s.identity.sessions,
  'identity.reminder_opt_outs': (s) => (s.identity.consents.reminderEmails.withdrawnAt ? [s.identity.consents.reminderEmails] : []),
  'trade_in.price_change_subscriptions': (s) => (s.tradeIns.priceChangeEmails ? [s.tradeIns.priceChangeEmails] : []),
  'dealer.lead_intents': (s) => s.dealers.leadsSentToDealers,
  // The address and device of each key act of a purchase (ADR 0087), sealed at rest, opened here.
  'purchase.access_activity': (s) => s.purchaseKeyActs,
};
const SECRETS = new Set(['identity.login_tokens', 'identity.social_flows', 'identity.social_pending_links']);
const PERSON_COLUMNS = ['user_id', 'owner_id', 'customer_user_id', 'sender_id'];

/** Every (streamId, streamVersion) a section shows: items with a streamId and a history, or entries carrying both. */
function shownEvents(section: unknown, into = new Set<string>(), streamId: string | null = null): Set<string> {
  if (Array.isArray(section)) {
    for (const v of section) shownEvents(v, into, streamId);
  } else if (section && typeof section === 'object') {
    const o = section as Record<string, unknown>;
    const id = typeof o.streamId === 'string' ? o.streamId : streamId;
    if (id && typeof o.streamVersion === 'number') into.add(`${id}#${o.streamVersion}`);
    for (const v of Object.values(o)) shownEvents(v, into, id);
  }
  return into;
}

it('holds every event of the person’s streams and every row about them, decrypted, in a section of its context', async () => {
  const buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Évangéline', lastName: 'Tremblay-Ouellet' });
  const superAdmin = await userOfType(t.server, UserType.SuperAdmin);
  const db = t.server.infra.db;

  // Purchase: personal details, licence, deposit, signature, contract; the car then joins the garage.
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
  await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
  await payDeposit(buyer.client, transactionId);
  await signContract(buyer.client, transactionId);
  await pollUntil(async () => (await buyer.client.get('/vehicles/get-customer-vehicles')).body.items.length > 0);
  // Garage: a car of their own. Trade-in: an appraisal. Credit: a decision, then a review asked for.
  expect((await buyer.client.post('/vehicles/create-customer-vehicle', { body: { vin: CIVIC_VIN, modelId: CIVIC, trimId: CIVIC_LX_2025, kilometres: 30_000 } })).status).toBe(201);
  const { tradeInId } = await appraisedCivic(buyer.client);
  // A finance step on a second vehicle, with a co-applicant (ADR 0063): their answers are sealed with their own key.
  const joint = (await startPurchase(buyer.client, t.vehicleIds[1])).transactionId;
  expect((await buyer.client.post('/customers/save-customer-completed-steps', { body: { transactionId: joint, step: 'personal-details', data: PERSONAL } })).status).toBe(200);
  const coApplicant = {
    firstName: 'Jean', lastName: 'Ouellet', dateOfBirth: '1986-09-14', relationship: 'spouse', livesWithApplicant: true,
    employment: { status: 'employed', employer: 'Hydro-Québec', hiringDate: '2020-01-15', grossIncome: 9_000_000, frequency: 'annually' }, consent: true,
  };
  const jointStep = await buyer.client.post('/customers/save-customer-completed-steps', {
    body: { transactionId: joint, step: 'payment-method', data: { method: 'finance', termMonths: 60, frequency: 12, downPayment: 500_000, applicant: { ...APPLICANT, coApplicant } } },
  });
  expect(jointStep.status).toBe(200);
  const applicationId = await fillApplication(buyer.client, steadyApplicant({ sin: TEST_SIN }));
  expect((await consentAndSubmit(t.server, buyer.client, applicationId)).status).toBe(200);
  expect((await buyer.client.post('/creditapp/request-credit-review', { body: { applicationId, reason: 'My rent went down' } })).status).toBe(200);
  // Support: a message, answered. Staff read their data (the audit timeline; the messages list).
  const sent = await buyer.client.post('/status/send-message', { body: { MessageType_Id: 2, Title: 'Question sur la livraison', Details: 'Puis-je changer la date ?' } });
  expect(sent.status).toBe(200);
  await t.waitForProjections();
  expect((await superAdmin.client.get('/status/get-messages')).status).toBe(200);
  expect((await superAdmin.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'Oui, écrivez-nous la nouvelle date.' } })).status).toBe(200);
  expect((await superAdmin.client.get(`/audit/subjects/user-${buyer.userId}/timeline`, { query: { reason: 'customer called' } })).status).toBe(200);
  await t.waitForProjections();

  const res = await buyer.client.get('/user/export');
  expect(res.status).toBe(200);
  const exported = res.body;
  const text = JSON.stringify(exported);
  expect(text).not.toMatch(/"\$sealed"|pv1\.|\[sealed\]|\[shredded\]/);
  expect(exported.sections.other).toBeUndefined();

  // 1. Streams, read from the event store without the audit index: the streams they started, whole; the others, the
  //    events that name them. Each event is in `events` and shown by a section.
  const { rows } = await sql<{ stream_id: string; stream_version: string; names: boolean; first_names: boolean }>`
    select e.stream_id, e.stream_version, e.data::text like ${`%${buyer.userId}%`} as names,
           (select f.data::text like ${`%${buyer.userId}%`} from eventstore.events f where f.stream_id = e.stream_id and f.stream_version = 1) as first_names
    from eventstore.events e
    where e.stream_id in (select distinct stream_id from eventstore.events where data::text like ${`%${buyer.userId}%`})
       or e.stream_id = ${`user-${buyer.userId}`}`.execute(db);
  const expected = rows
    .filter((r) => !r.stream_id.startsWith('audit-') && (r.first_names || r.names || r.stream_id === `user-${buyer.userId}`))
    .map((r) => `${r.stream_id}#${Number(r.stream_version)}`);
  const theirStreams = new Set(rows.filter((r) => r.first_names && !r.stream_id.startsWith('audit-')).map((r) => r.stream_id));
  // The access logs of their account and of the streams they started.
  const { rows: access } = await sql<{ stream_id: string; stream_version: string }>`
    select stream_id, stream_version from eventstore.events
    where stream_id = any(${sql.val([`user-${buyer.userId}`, ...theirStreams].map((id) => `audit-${id}`))}::text[])`.execute(db);
  expect(access.length).toBeGreaterThan(0);

  const inEvents = new Set(exported.events.map((e: { streamId: string; streamVersion: number }) => `${e.streamId}#${e.streamVersion}`));
  const shown = shownEvents(exported.sections);
  const missing = expected.filter((key) => !inEvents.has(key));
  const notShown = [...expected, ...access.map((r) => `${r.stream_id}#${Number(r.stream_version)}`)].filter((key) => !shown.has(key));
  expect({ missing, notShown }).toEqual({ missing: [], notShown: [] });
  // Every kind of stream they have is there (the walk above touched each context).
  const kinds = ['credit-application-', 'garage-vehicle-', 'purchase-', 'support-message-', 'trade-in-', 'user-', 'vehicle-'];
  expect(kinds.filter((prefix) => !expected.some((key) => key.startsWith(prefix)))).toEqual([]);

  // 2. Rows: every table of every context with a column naming a person, read for this one.
  const { rows: columns } = await sql<{ table_schema: string; table_name: string; column_name: string }>`
    select table_schema, table_name, column_name from information_schema.columns
    where column_name = any(${sql.val(PERSON_COLUMNS)}::text[]) and table_schema not in ('pg_catalog', 'information_schema', 'eventstore', 'platform')
      and table_name not like '%inbox%'`.execute(db);
  const unaccounted: string[] = [];
  for (const c of columns) {
    const table = `${c.table_schema}.${c.table_name}`;
    const { rows: [{ n }] } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(c.column_name)}::text = ${buyer.userId}`.execute(db);
    if (Number(n) === 0 || FROM_STREAMS.has(table) || SECRETS.has(table)) continue;
    const shownRows = ROWS_IN_EXPORT[table];
    if (!shownRows) unaccounted.push(`${table} (${n} rows)`);
    else expect({ table, rows: shownRows(exported.sections).length }).toEqual({ table, rows: Number(n) });
  }
  expect(unaccounted).toEqual([]);

  // 3. Each kind of data the issue lists, readable, in its section.
  const s = exported.sections;
  expect(Object.keys(s)).toEqual(expect.arrayContaining([...PERSONAL_DATA_SECTIONS]));
  expect(s.identity.profile).toMatchObject({ FirstName: 'Évangéline', LastName: 'Tremblay-Ouellet' });
  expect(s.identity.sessions.length).toBeGreaterThan(0);
  const purchase = s.purchases.find((p: { transactionId: string }) => p.transactionId === transactionId);
  expect(purchase.personalDetails).toBeTruthy();
  expect(purchase.steps.map((x: { type: string }) => x.type)).toEqual(expect.arrayContaining(['PersonalDetailsSaved', 'PaymentMethodSaved', 'DeliverySaved', 'DriversLicenseConfirmed']));
  expect(purchase.deposits.map((x: { type: string }) => x.type)).toContain('DepositPaid');
  expect(purchase.signatures.map((x: { type: string }) => x.type)).toEqual(['SignatureUploaded', 'ContractSigned']);
  expect(purchase.documents.length).toBeGreaterThanOrEqual(4); // two licence sides, the signature, the contract
  expect(s.purchaseKeyActs.filter((a: { transactionId: string | null }) => a.transactionId === transactionId).map((a: { act: string }) => a.act))
    .toEqual(['deposit', 'deposit', 'signature', 'finalization']);
  expect(s.purchaseKeyActs[0]).toMatchObject({ act: 'lock', ip: expect.any(String), userAgent: expect.any(String), byStaffActingAsYou: false });
  const credit = s.creditApplications.find((a: { applicationId: string }) => a.applicationId === applicationId);
  expect(credit).toMatchObject({ applicationId, answers: { budget: { from: 30_000, to: 50_000 }, 'personal-information': { firstName: 'Alice', sin: TEST_SIN.replace(/ /g, '') } } });
  expect(credit.consent.noticeVersion).toEqual(expect.any(String));
  expect(credit.decision.factors.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(['income', 'score_band']));
  expect(credit.review).toMatchObject({ reason: 'My rent went down', cause: 'applicant' });
  const jointApplication = s.creditApplications.find((a: { applicationId: string }) => a.applicationId === jointStep.body.creditDecision.applicationId);
  expect(jointApplication.coApplicant).toMatchObject({
    firstName: 'Jean', lastName: 'Ouellet', dateOfBirth: '1986-09-14', relationship: 'spouse', employer: 'Hydro-Québec', consent: { noticeVersion: expect.any(String) },
  });
  expect(s.tradeIns.appraisals.map((a: { tradeInId: string }) => a.tradeInId)).toEqual([tradeInId]);
  expect(s.tradeIns.appraisals[0].offers.length).toBeGreaterThan(0);
  expect(s.garage.map((v: { vehicle: { source?: string } }) => v.vehicle.source).sort()).toEqual(['customer', 'purchase']);
  expect(s.support.messages).toEqual([expect.objectContaining({ title: 'Question sur la livraison', answers: [expect.objectContaining({ answer: 'Oui, écrivez-nous la nouvelle date.' })] })]);
  expect(s.accessLog.map((a: { viewerId: string; reason: string }) => [a.viewerId, a.reason])).toEqual(expect.arrayContaining([
    [superAdmin.userId, 'customer called'], [superAdmin.userId, 'GET /status/get-messages'],
  ]));
  // The account's secrets (the password hash, keyed hashes) are not information about the person: withheld everywhere.
  expect(text).not.toMatch(/scrypt\$/);
  expect(exported.events.find((e: { type: string }) => e.type === 'UserRegistered').data.credential).toBe('[withheld: a secret of the account]');
});
