import { randomUUID } from 'node:crypto';
import { auditStreamId, disputeStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import Stripe from 'stripe';
import { DisputeReminderTimer } from '../../../apps/server/src/modules/audit/process/dispute-reminder/dispute-reminder.timer';
import { DISPUTE_REMINDER } from '../../../apps/server/src/modules/audit/process/dispute-reminder/dispute-reminder.projection';
import { WEBHOOK_PATH } from '../../../apps/server/src/platform/payments/webhook-endpoints';
import { stripeEventsAbout } from '../../../apps/server/src/platform/payments/webhook-events';
import { userOfType } from '../identity/support';
import type { Client } from '../../support/http-client';
import { outbox } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, expectProblem, GPS_PHOTO, payDeposit, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #46 (ADR 0087): support's console around the dispute cases. A payment's own page (Stripe's view of the intent,
 * its card, refunds and disputes, and what was recorded about it); the list of disputes (open, due soon, for review:
 * a dispute for a charge no purchase is known by is kept, never dropped); the reminder emailed to support before the
 * evidence is due, in each staff member's language, once.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string; email: string };
let frenchAdmin: { client: Client; userId: string; email: string };
let transactionId: string;
let subject: string;
let paymentIntentId: string;
let dispute: Stripe.Dispute;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  admin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Alain', lastName: 'Roy' });
  frenchAdmin = await userOfType(t.server, UserType.Admin, { firstName: 'Diane', lastName: 'Litige', languageId: 2 });
  const buyer = await t.buyer();
  ({ transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]));
  await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
  ({ intent: { paymentIntentId } } = await payDeposit(buyer.client, transactionId));
  await signContract(buyer.client, transactionId);
  subject = transactionStreamId(transactionId);
  dispute = await t.server.standIn.dispute(paymentIntentId, 'product_not_received');
  await pollUntil(async () => (await t.server.infra.store.readStream(disputeStreamId(transactionId))).length > 0);
  // The webhook's receipt is written once its events are appended: the payment page lists it (a Node 24 run read it first).
  await pollUntil(async () => (await stripeEventsAbout(t.server.infra.db, [paymentIntentId])).some((e) => e.type === 'charge.dispute.created'));
  await t.waitForProjections();
});
afterAll(() => t?.stop());

/** Posts a Stripe event to the deposits endpoint, signed with its secret, as Stripe would. */
async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: (await t.server.standIn.webhookSecrets()).deposits });
  const res = await fetch(`${t.server.url}${WEBHOOK_PATH}`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  return { status: res.status, body: (await res.json()) as { received: boolean; applied: boolean } };
}
const disputeEvent = (type: string, created: number, object: Record<string, unknown>) => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created, api_version: '2025-08-27.basil', livemode: false, data: { object: { object: 'dispute', ...object } },
});
const list = async (show?: string) => {
  const res = await admin.client.get('/audit/disputes', { query: show ? { show } : {} });
  expect(res.status).toBe(200);
  return res.body as { cases: { disputeId: string; subjectId: string; status: string; dueSoon: boolean; evidenceDueBy: string }[]; forReview: { disputeId: string; paymentIntentId: string | null }[] };
};

describe("a payment's own page", () => {
  it("shows Stripe's intent, amount, card, status and disputes, the purchase it paid and what was recorded about it; its opening is recorded", async () => {
    const res = await admin.client.get(`/audit/payments/${paymentIntentId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paymentIntentId, subjectId: subject, stripeReachable: true,
      stripe: { status: 'succeeded', currency: 'cad', card: { brand: 'visa', last4: '4242' }, amountRefunded: 0, refunds: [], disputes: [{ disputeId: dispute.id, status: 'needs_response', reason: 'product_not_received' }] },
    });
    expect(res.body.stripe.amount).toBe(res.body.stripe.amountReceived);
    const types = res.body.facts.map((f: { type: string }) => f.type);
    expect(types).toEqual(expect.arrayContaining(['DepositRequested', 'DepositPaid', 'DisputeOpened', 'StripeEventReceived']));
    const paid = res.body.facts.find((f: { type: string }) => f.type === 'DepositPaid');
    // Paid through Stripe's webhook: the sentence names the buyer (a staff read of their name, recorded below).
    expect(paid.summary).toMatchObject({ kind: 'purchase.deposit-paid', values: { who: 'First8 Last8', brand: 'Visa', last4: '4242' } });
    const received = res.body.facts.filter((f: { type: string }) => f.type === 'StripeEventReceived').map((f: { summary: { values: { event: string } } }) => f.summary.values.event);
    expect(received).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'charge.dispute.created']));
    const views = (await t.server.infra.store.readStream(auditStreamId(subject))).filter((e) => e.type === 'audit.subject-viewed').map((e) => e.data as { viewerId: string; reason: string });
    expect(views).toContainEqual(expect.objectContaining({ viewerId: admin.userId, reason: 'payment page' }));
  });

  it('answers 404 for a payment neither Stripe nor the events know, 400 for what is no payment id', async () => {
    expectProblem(await admin.client.get('/audit/payments/pi_nobodyKnowsThisOne'), 404, 'audit.payment_not_found', 'params.paymentIntentId');
    expect((await admin.client.get('/audit/payments/not-a-payment')).status).toBe(400);
  });
});

describe('the list of disputes', () => {
  it('lists the open case with its due date, not due soon while a week is left', async () => {
    const open = await list();
    expect(open.cases).toEqual([expect.objectContaining({ disputeId: dispute.id, subjectId: subject, status: 'needs_response', dueSoon: false })]);
    expect(open.forReview).toEqual([]);
    expect((await list('due-soon')).cases).toEqual([]);
  });

  it('keeps for review, and lists, a dispute of a charge no purchase is known by: no intent, or an intent naming a purchase this server does not have', async () => {
    const unknown = await deliver(disputeEvent('charge.dispute.created', Math.floor(Date.now() / 1000), {
      id: 'du_noPurchaseAtAll', charge: 'ch_elsewhere', payment_intent: null, amount: 12_300, currency: 'cad', reason: 'general', status: 'needs_response',
    }));
    expect(unknown).toEqual({ status: 200, body: { received: true, applied: true } });
    // A real charge whose intent names a purchase of another environment on the same Stripe account.
    const foreign = await t.server.standIn.stripe.paymentIntents.create({
      amount: 25_000, currency: 'cad', metadata: { transactionId: randomUUID() }, payment_method: 'pm_card_visa', confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    const foreignDispute = await t.server.standIn.dispute(foreign.id, 'fraudulent');
    const review = await pollUntil(async () => {
      const l = await list('for-review');
      return l.forReview.some((d) => d.disputeId === foreignDispute.id) ? l : null;
    });
    expect(review.forReview.map((d) => d.disputeId).sort()).toEqual([foreignDispute.id, 'du_noPurchaseAtAll'].sort());
    expect(review.forReview.find((d) => d.disputeId === foreignDispute.id)!.paymentIntentId).toBe(foreign.id);
    expect(review.cases).toEqual([]);
    // No case was opened for the purchase that is not here.
    expect(await t.server.infra.store.readStream(disputeStreamId(String(foreign.metadata.transactionId)))).toEqual([]);
    const all = await list('all');
    expect(all.cases.map((c) => c.disputeId)).toContain(dispute.id);
    expect(all.forReview).toHaveLength(2);
  });

  it('moves a case to "due soon" when Stripe moves its due date within 3 days, and reminds support by email in their language, once', async () => {
    const dueBy = Math.floor(Date.now() / 1000) + 24 * 3600;
    const moved = await deliver(disputeEvent('charge.dispute.updated', Math.floor(Date.now() / 1000) + 1, {
      id: dispute.id, charge: dispute.charge, payment_intent: paymentIntentId, amount: dispute.amount, currency: 'cad', reason: 'product_not_received',
      status: 'needs_response', evidence_details: { due_by: dueBy },
    }));
    expect(moved.body.applied).toBe(true);
    await t.waitForProjections();
    expect((await list('due-soon')).cases).toEqual([expect.objectContaining({ disputeId: dispute.id, dueSoon: true, evidenceDueBy: new Date(dueBy * 1000).toISOString() })]);
    // The reminder was due 48 hours before: at once. Each admin gets it in their own language, with the case's link.
    const [french] = await outbox(t.server, frenchAdmin.email, { kind: 'audit.dispute-reminder' });
    expect(french.subject).toMatch(/^Litige sur carte\u00a0: preuves à remettre d’ici le /);
    expect(french.text).toContain(`/fr-ca/admin/disputes/${subject}`);
    expect(french.text).toContain('Bonjour Diane,');
    expect(french.html).toContain('lang="fr-CA"');
    const [english] = await outbox(t.server, admin.email, { kind: 'audit.dispute-reminder' });
    expect(english.subject).toMatch(/^Card dispute: evidence due by /);
    expect(english.text).toContain(`/en-ca/admin/disputes/${subject}`);
    expect(english.text).toContain('Reason: product not received.');
    // The timer firing again (a restart, a retry) records and sends nothing more.
    const timer = t.server.app.get(DisputeReminderTimer, { strict: false });
    const evidenceDueBy = new Date(dueBy * 1000).toISOString();
    await timer.fire({ kind: DISPUTE_REMINDER, key: `${transactionId}/${dispute.id}`, version: 99, dueAt: new Date(), payload: { transactionId, disputeId: dispute.id, evidenceDueBy } });
    const reminders = (await t.server.infra.store.readStream(disputeStreamId(transactionId))).filter((e) => e.type === 'DisputeReminderDue');
    expect(reminders.map((e) => (e.data as { evidenceDueBy: string }).evidenceDueBy)).toEqual([evidenceDueBy]);
    // (fire() returns once its emails are sent: the outbox is read as it is.)
    expect(await outbox(t.server, frenchAdmin.email, { kind: 'audit.dispute-reminder' })).toHaveLength(1);
    expect(await outbox(t.server, admin.email, { kind: 'audit.dispute-reminder' })).toHaveLength(1);
    // To the staff who do support (the admins, each once), to no one else: not the buyer, not a dealer.
    const sent = await t.server.infra.db.selectFrom('audit.sent_emails').select('dedup_key').where('kind', '=', 'audit.dispute-reminder').execute();
    const staff = await t.server.infra.db.selectFrom('identity.users').select('email').where('user_type_id', 'in', [UserType.SuperAdmin, UserType.Admin]).where('deleted', '=', false).execute();
    expect(sent.map((r) => (r.dedup_key as string).split(':').at(-1)).sort()).toEqual(staff.map((r) => (r.email as string).toLowerCase()).sort());
    expect(sent.every((r) => (r.dedup_key as string).startsWith(`dispute-reminder:${transactionId}/${dispute.id}:${evidenceDueBy}:`))).toBe(true);
  });

  it('lists the same after its projection is rebuilt from the dispute streams', async () => {
    const before = await list('all');
    await t.server.infra.projections.rebuild('audit.dispute-cases');
    expect(await list('all')).toEqual(before);
  });

  it('gives 403 to types 8, 9, 17, 18 and 20 on the list and the payment page', async () => {
    for (const type of [UserType.Regular, UserType.Dealer, UserType.RegularAlt, UserType.TeamMember, UserType.VehiclesTeam]) {
      const other = await userOfType(t.server, type);
      expect({ type, status: (await other.client.get('/audit/disputes')).status }).toEqual({ type, status: 403 });
      expect({ type, status: (await other.client.get(`/audit/payments/${paymentIntentId}`)).status }).toEqual({ type, status: 403 });
    }
  });
});
