import { auditStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { userOfType } from '../identity/support';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { expectProblem, reservedPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #46 item 3 (ADR 0078): a purchase's timeline reads as sentences' parts (who, what, how much), names its customer
 * (a staff read recorded on the customer's access log), shows the records around it (the support message its buyer
 * sent during it), filters by stream, type and actor, and links a payment event to its payment.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string };
let buyer: { client: Client; userId: string; email: string };
let transactionId: string;
let subject: string;

type Row = {
  streamId: string; streamVersion: number; type: string; position: string; recordedAt: string; group: number; source: string;
  actor: { userId: string; name: string | null } | null; summary: { kind: string; values: Record<string, unknown> }; paymentId: string | null;
};
let messageId: string;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 4 });
  admin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  // The vehicle's dealer takes leads by email: the purchase's lead is delivered to it (a record beside the events).
  await seedDemoCompanies(t.server.infra.store);
  await t.waitForProjections();
  const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: 1 } })).body;
  expect((await admin.client.post('/company/save-company-emails', { body: { companyId: 1, expectedVersion: version, emails: ['leads@dealer-one.ca'] } })).status).toBe(200);
  await t.waitForProjections();
  ({ buyer, transactionId } = await reservedPurchase(t));
  subject = transactionStreamId(transactionId);
  const sent = await buyer.client.post('/status/send-message', { body: { Title: 'My deposit', Details: 'Was my deposit received?' } });
  expect(sent.status).toBe(200);
  messageId = sent.body.Id;
  await pollUntil(async () => (await t.server.infra.store.readStream(subject)).some((e) => e.type === 'DepositPaid'));
  await t.waitForProjections();
});
afterAll(() => t?.stop());

const timeline = async (query: Record<string, string | number> = {}) => {
  const res = await admin.client.get(`/audit/subjects/${subject}/timeline`, { query: { limit: 200, ...query } });
  expect(res.status).toBe(200);
  return res.body as { customer: { userId: string; name: string | null } | null; rows: Row[]; streams: string[] };
};

describe('a readable timeline (ADR 0078)', () => {
  it('summarises each event with who did it and its amounts, the customer by name', async () => {
    const page = await timeline();
    // The test buyer's profile name (tests/api/identity/support userOfType: First8 Last8).
    expect(page.customer).toEqual({ userId: buyer.userId, name: 'First8 Last8', userTypeId: UserType.Regular });
    const started = page.rows.find((r) => r.type === 'TransactionStarted')!;
    expect(started.summary).toEqual({ kind: 'purchase.started', values: { who: page.customer!.name } });
    const paid = page.rows.find((r) => r.type === 'DepositPaid')!;
    const event = (await t.server.infra.store.readStream(subject)).find((e) => e.type === 'DepositPaid')!.data as { amount: number; paymentIntentId: string };
    expect(paid.summary.kind).toBe('purchase.deposit-paid');
    expect(paid.summary.values.amount).toBe(event.amount);
    // The card that paid (the stand-in's 4242 Visa), as the sentence says it: "… with a Visa ending 4242".
    expect(paid.summary.values).toMatchObject({ brand: 'Visa', last4: '4242' });
    // The payment event links to its payment.
    expect(paid.paymentId).toBe(event.paymentIntentId);
    expect(page.rows.find((r) => r.type === 'PersonalDetailsSaved')?.summary).toMatchObject({ kind: 'purchase.step-saved', values: { step: 'personal' } });
    // A type without a sentence still reads: its type and who.
    expect(page.rows.every((r) => typeof r.summary.kind === 'string' && 'who' in r.summary.values)).toBe(true);
  });

  it("records the customer's name read on their account's access log", async () => {
    const log = auditStreamId(`user-${buyer.userId}`);
    const reads = async () => (await t.server.infra.store.readStream(log)).filter((e) => e.type === 'audit.subject-viewed' && (e.data as { viewerId: string }).viewerId === admin.userId).length;
    const before = await reads();
    await timeline();
    expect(await reads()).toBe(before + 1);
  });

  it("shows the support message the buyer sent during the purchase on the same timeline", async () => {
    const page = await timeline();
    const message = page.rows.find((r) => r.type === 'SupportMessageSent');
    expect(message).toBeDefined();
    expect(message!.summary.kind).toBe('support.message-sent');
    expect(page.streams).toContain(message!.streamId);
  });

  it('filters by stream, type and actor', async () => {
    const byType = await timeline({ type: 'DepositPaid' });
    expect(byType.rows.map((r) => r.type)).toEqual(['DepositPaid']);
    const byStream = await timeline({ stream: subject });
    expect(new Set(byStream.rows.map((r) => r.streamId))).toEqual(new Set([subject]));
    const byActor = await timeline({ actor: buyer.userId });
    expect(byActor.rows.length).toBeGreaterThan(0);
    expect(byActor.rows.every((r) => r.actor?.userId === buyer.userId)).toBe(true);
  });

  it("shows the emails sent to the buyer, the lead's delivery to the dealer and the Stripe events received, each a sentence, by time (ADR 0087)", async () => {
    await t.waitForProjections();
    expect((await admin.client.post('/status/answer-message', { body: { MessageId: messageId, Answer: 'Yes, it was received on the day you paid.' } })).status).toBe(200);
    const records = (page: { rows: Row[] }) => page.rows.filter((r) => r.source !== 'event');
    const has = (page: { rows: Row[] }, kind: string, key: string, value: unknown) => records(page).some((r) => r.summary.kind === kind && r.summary.values[key] === value);
    const page = await pollUntil(async () => {
      const p = await timeline();
      return has(p, 'record.email-sent', 'email', 'purchase.deposit-receipt') && has(p, 'record.email-sent', 'email', 'support.answer')
        && has(p, 'record.lead-delivered', 'to', 'leads@dealer-one.ca') && has(p, 'record.stripe-event', 'event', 'payment_intent.succeeded') ? p : null;
    });
    const receipt = records(page).find((r) => r.summary.values.email === 'purchase.deposit-receipt')!;
    expect(receipt).toMatchObject({ source: 'email', streamId: 'records:emails', type: 'EmailSent', streamVersion: 0, actor: null, summary: { values: { to: 'buyer' } } });
    expect(records(page).find((r) => r.type === 'LeadDelivered')).toMatchObject({ source: 'lead-delivery', streamId: 'records:lead-deliveries', summary: { kind: 'record.lead-delivered' } });
    // Stripe's event is on the payment it is about, in the same group as the deposit its webhook recorded, and after it.
    const paid = page.rows.find((r) => r.type === 'DepositPaid')!;
    const succeeded = records(page).find((r) => r.summary.values.event === 'payment_intent.succeeded')!;
    expect(succeeded).toMatchObject({ source: 'stripe', streamId: 'records:stripe-events', type: 'StripeEventReceived', paymentId: paid.paymentId, group: paid.group, summary: { values: { outcome: 'applied' } } });
    expect(page.rows.indexOf(succeeded)).toBeGreaterThan(page.rows.indexOf(paid));
    // Stripe's events that changed nothing are shown too (the intent's creation, recorded by the buyer's own request first or not).
    expect(records(page).some((r) => r.summary.values.event === 'payment_intent.created')).toBe(true);
    // Every record is placed by time between the events around it.
    for (const r of records(page)) {
      const i = page.rows.indexOf(r);
      const before = page.rows.slice(0, i).filter((x) => x.source === 'event').at(-1);
      const after = page.rows.slice(i + 1).find((x) => x.source === 'event');
      if (before) expect(Date.parse(before.recordedAt)).toBeLessThanOrEqual(Date.parse(r.recordedAt));
      if (after) expect(Date.parse(after.recordedAt)).toBeGreaterThan(Date.parse(r.recordedAt));
    }
    expect(page.streams).toEqual(expect.arrayContaining(['records:emails', 'records:lead-deliveries', 'records:stripe-events']));
    // The filters take them: by stream, by type; an actor's rows are events only (the system made the records).
    const emails = await timeline({ stream: 'records:emails' });
    expect(emails.rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(emails.rows.map((r) => r.type))).toEqual(new Set(['EmailSent']));
    const stripe = await timeline({ type: 'StripeEventReceived' });
    expect(stripe.rows.length).toBeGreaterThanOrEqual(2);
    expect(stripe.rows.every((r) => r.source === 'stripe')).toBe(true);
    expect((await timeline({ actor: buyer.userId })).rows.every((r) => r.source === 'event')).toBe(true);
    // Paged by 5, each record is on exactly one page, in the same order as on one long page.
    const walked: string[] = [];
    let after: string | null | undefined;
    do {
      const next = await timeline({ limit: 5, ...(after ? { after } : {}) }) as unknown as { rows: Row[]; next: string | null };
      walked.push(...next.rows.map((r) => r.position));
      after = next.next;
    } while (after);
    // (The walk's first page records another view: rows after the long page are left aside.)
    const shown = new Set(page.rows.map((r) => r.position));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((p) => shown.has(p))).toEqual(page.rows.map((r) => r.position));
  });

  it('refuses types 8, 9, 17, 18 and 20 on every audit route (403), and a reveal without a reason (400)', async () => {
    const routes = [
      `/audit/search?q=${transactionId}`, `/audit/subjects/${subject}/timeline`, `/audit/subjects/${subject}/state?version=1`,
      `/audit/subjects/${subject}/customer-view`, `/audit/streams/${subject}/versions/1/diff`, `/audit/streams/${subject}`,
      `/audit/subjects/${subject}/read-model-check`, `/audit/subjects/${subject}/bundle`,
    ];
    for (const type of [UserType.Regular, UserType.Dealer, UserType.RegularAlt, UserType.TeamMember, UserType.VehiclesTeam]) {
      const other = await userOfType(t.server, type);
      for (const route of routes) expect({ route, type, status: (await other.client.get(route)).status }).toEqual({ route, type, status: 403 });
      expect((await other.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'Checking the dispute file' } })).status).toBe(403);
    }
    expectProblem(await admin.client.post(`/audit/subjects/${subject}/reveal`, { body: {} }), 400, expect.any(String) as unknown as string, 'body.reason');
    expectProblem(await admin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'short' } }), 400, expect.any(String) as unknown as string, 'body.reason');
  });
});
