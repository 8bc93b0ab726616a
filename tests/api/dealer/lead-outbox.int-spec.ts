import { leadWorkStreamId, UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { UserAccounts } from '../../../apps/server/src/modules/identity/identity.public';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import { outbox, uniqueEmail } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { advanceClock, fired, serverNow } from '../../support/test-clock';
import { LeadEscalationTimer } from '../../../apps/server/src/modules/dealer/process/lead-escalation/lead-escalation.timer';
import type { Deadline } from '../../../apps/server/src/platform/timers/deadlines';
import { userOfType } from '../identity/support';
import { startPurchase, startPurchaseServer, streamTypes, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #45 items 6, 3 and 2's timers (ADR 0074): a lead made while its company has no lead address waits in the
 * outbox and is emailed once when an address is added; a dealer can resend it; a lead nobody contacted within the
 * company's target is escalated to the company's managers (to every user when it has none) once; a task is reminded
 * by email when due.
 */
let t: PurchaseTestServer;
const TORONTO = 3;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
  await seedDemoCompanies(t.server.infra.store);
  await t.waitForProjections();
});
afterAll(() => t?.stop());

async function leadOf(companyId: number, index: number) {
  const buyer = await t.buyer();
  const { transactionId } = await startPurchase(buyer.client, (await vehiclesOfDealer(t.server, companyId))[index]);
  await t.waitForProjections();
  return transactionId as string;
}

/** A deadline as the timers hold it (the lead's escalation, a task's reminder), once its projection wrote it. */
async function deadlineOf(kind: string, key: string): Promise<Deadline> {
  const row = await pollUntil(() => t.server.infra.db.selectFrom('platform.deadlines').selectAll().where('kind', '=', kind).where('key', '=', key).executeTakeFirst());
  return { kind, key, version: Number(row.version), dueAt: new Date(row.due_at), payload: row.payload };
}

/**
 * Moves the test clock (ADR 0082) just past a deadline of the lead (a 30-minute target, a task due in an hour) and
 * checks that it fired on the way: the clock stays there for the rest of the file.
 */
async function fireNow(kind: string, key: string) {
  const { dueAt } = await deadlineOf(kind, key);
  expect(fired(await advanceClock(t.server, { to: new Date(dueAt.getTime() + 1000) }), kind, key)).toBe(true);
}

it('keeps a lead made before its company has a lead address, sends it once when one is added, and again only on a resend', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: TORONTO });
  const leadId = await leadOf(TORONTO, 0);
  const card = async () => (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body;
  expect(await pollUntil(async () => ((await card()).outbox?.status === 'waiting' ? (await card()).outbox : null)))
    .toMatchObject({ status: 'waiting', attempts: 0, lastError: null });

  const admin = await userOfType(t.server, UserType.Admin);
  const address = uniqueEmail('leads');
  const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: TORONTO } })).body;
  expect((await admin.client.post('/company/save-company-emails', { body: { companyId: TORONTO, expectedVersion: version, emails: [address] } })).status).toBe(200);

  const [sent] = await outbox(t.server, address, { kind: 'dealer.lead' });
  expect(sent.attachments).toEqual([expect.objectContaining({ filename: `lead-${leadId}.xml`, contentType: 'application/xml' })]);
  expect(await pollUntil(async () => ((await card()).outbox?.status === 'sent' ? (await card()).outbox : null))).toMatchObject({ attempts: 1, lastError: null });

  // A second save of the addresses: the lead no longer waits, nothing goes out again.
  const second = uniqueEmail('crm');
  const after = (await admin.client.get('/company/get-company-emails', { query: { companyId: TORONTO } })).body.version;
  expect((await admin.client.post('/company/save-company-emails', { body: { companyId: TORONTO, expectedVersion: after, emails: [address, second] } })).status).toBe(200);
  await t.waitForProjections();
  await t.server.infra.timers.reconcile();
  expect(await outbox(t.server, address, { kind: 'dealer.lead', count: 2, timeoutMs: 1500 })).toHaveLength(1);
  expect(await outbox(t.server, second, { kind: 'dealer.lead', timeoutMs: 500 })).toHaveLength(0);

  // The dealer resends: each address gets it once more.
  const { version: leadVersion } = await card();
  expect((await dealer.client.post('/company/resend-lead', { body: { leadId, expectedVersion: leadVersion } })).status).toBe(200);
  expect(await outbox(t.server, address, { kind: 'dealer.lead', count: 2 })).toHaveLength(2);
  expect(await outbox(t.server, second, { kind: 'dealer.lead' })).toHaveLength(1);
});

it('escalates a lead nobody contacted within the company\'s target to the company\'s users when it has no manager, once, and not a contacted one', async () => {
  const [first, second] = [await userOfType(t.server, UserType.Dealer, { companyId: 5 }), await userOfType(t.server, UserType.Dealer, { companyId: 5, languageId: 2 })];
  // The company's own target: 30 minutes (15 by default).
  const config = (await first.client.get('/company/get-lead-response-configuration', { query: { companyId: 5 } })).body;
  expect(config.settings).toEqual({ responseTargetMinutes: 15 });
  // Another company's target: 404, to read it or to set it.
  expect((await first.client.get('/company/get-lead-response-configuration', { query: { companyId: 1 } })).status).toBe(404);
  expect((await first.client.post('/company/update-lead-response-configuration', {
    body: { companyId: 1, expectedVersion: 1, settings: { responseTargetMinutes: 5 } },
  })).status).toBe(404);
  expect((await first.client.post('/company/update-lead-response-configuration', {
    body: { companyId: 5, expectedVersion: config.version, settings: { responseTargetMinutes: 30 } },
  })).status).toBe(200);
  await t.waitForProjections();

  const waiting = await leadOf(5, 0);
  const { rows: [deadline] } = await t.server.infra.pool.query(
    `select d.due_at, l.created_at from platform.deadlines d join dealer.lead_intents l on l.lead_id = d.key where d.kind = 'dealer.lead-escalation' and d.key = $1`, [waiting]);
  expect(deadline.due_at.getTime() - deadline.created_at.getTime()).toBe(30 * 60_000);
  await fireNow('dealer.lead-escalation', waiting);
  const [mail] = await outbox(t.server, first.email, { kind: 'dealer.lead-escalation' });
  expect(mail.subject).toMatch(/Lead not answered in 30 min/);
  const [french] = await outbox(t.server, second.email, { kind: 'dealer.lead-escalation' });
  expect(french.subject).toMatch(/Prospect sans réponse depuis 30 min/);
  expect(await streamTypes(t.server, leadWorkStreamId(waiting))).toEqual(['LeadEscalated']);
  // The timer wrote it, not this dealer: the card shows it once the lead-work projection has read it.
  await t.waitForProjections();
  expect((await first.client.get('/company/get-lead-card', { query: { leadId: waiting } })).body.escalated).toBe(true);

  // Fired again (a retry after a lost lease, a replayed job): no second email, no second event.
  await t.server.app.get(LeadEscalationTimer, { strict: false }).fire(await deadlineOf('dealer.lead-escalation', waiting));
  expect(await outbox(t.server, first.email, { kind: 'dealer.lead-escalation', count: 2, timeoutMs: 1000 })).toHaveLength(1);
  expect(await streamTypes(t.server, leadWorkStreamId(waiting))).toEqual(['LeadEscalated']);

  // Contacted in time: nothing.
  const answered = await leadOf(5, 1);
  expect((await first.client.post('/company/move-lead-stage', { body: { leadId: answered, expectedVersion: 0, stage: 'contacted' } })).status).toBe(200);
  await fireNow('dealer.lead-escalation', answered);
  expect(await streamTypes(t.server, leadWorkStreamId(answered))).toEqual(['LeadStageChanged']);
});

it('reminds the lead\'s assignee of a task by email when it is due', async () => {
  const [dealer, assignee] = [await userOfType(t.server, UserType.Dealer, { companyId: 2 }), await userOfType(t.server, UserType.Dealer, { companyId: 2 })];
  const leadId = await leadOf(2, 0);
  expect((await dealer.client.post('/company/assign-lead', { body: { leadId, expectedVersion: 0, userId: assignee.userId } })).status).toBe(200);
  // An hour from now by the environment's clock (moved by the tests above).
  const dueAt = new Date((await serverNow(t.server)).getTime() + 60 * 60_000).toISOString();
  expect((await dealer.client.post('/company/add-lead-task', { body: { leadId, expectedVersion: 1, title: 'Call back about the trade-in', dueAt } })).status).toBe(200);
  await t.waitForProjections();
  const { taskId } = (await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body.tasks[0];
  await fireNow('dealer.lead-task-reminder', `${leadId}:${taskId}`);
  const [mail] = await outbox(t.server, assignee.email, { kind: 'dealer.lead-task' });
  expect(mail.subject).toBe('Task due: Call back about the trade-in');
  expect(await pollUntil(async () => ((await dealer.client.get('/company/get-lead-card', { query: { leadId } })).body.tasks[0].reminded ? true : null))).toBe(true);
  expect(await outbox(t.server, dealer.email, { kind: 'dealer.lead-task', timeoutMs: 500 })).toHaveLength(0);
});

it('escalates to the company\'s managers only, once it has one', async () => {
  const [manager, salesperson] = [await userOfType(t.server, UserType.Dealer, { companyId: 6 }), await userOfType(t.server, UserType.Dealer, { companyId: 6 })];
  const ctx = systemContext();
  await t.server.app.get(UserAccounts, { strict: false }).execute(manager.userId, {
    type: 'ChangeCompanyManager', data: { actor: { userId: 'staff', userTypeId: UserType.SuperAdmin, companyId: 6, manager: false }, manager: true, now: ctx.now.toISOString() },
  }, ctx);
  const waiting = await leadOf(6, 0);
  await fireNow('dealer.lead-escalation', waiting);
  expect(await outbox(t.server, manager.email, { kind: 'dealer.lead-escalation' })).toHaveLength(1);
  expect(await outbox(t.server, salesperson.email, { kind: 'dealer.lead-escalation', timeoutMs: 1000 })).toHaveLength(0);
});
