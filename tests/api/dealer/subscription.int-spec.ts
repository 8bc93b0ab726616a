import { sql } from 'kysely';
import { subscriptionStreamId, UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import type { StandIn } from '../../support/stripe-standin';
import { userOfType } from '../identity/support';
import { postStripeWebhook, signedStripeEvent } from '../purchase/stripe-webhooks';
import { pollUntil } from '../../support/poll';
import { advanceClock } from '../../support/test-clock';
import { expectProblem, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #14 item 7 (ADR 0032): the trial starts at the contract signature (30 days, 100 leads); a lead past either is
 * held (not listed, not delivered) until a paid plan, a Stripe subscription moved by signed webhooks, releases it. A
 * paid plan is cancelled at the end of its period; Stripe's deletion then ends it and the held leads are held again.
 * Each webhook endpoint has its own signing secret (both set here, as in production).
 */
const SECRETS = { STRIPE_WEBHOOK_SECRET: 'whsec_test_deposits_endpoint', STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: 'whsec_test_plans_endpoint' };
let t: PurchaseTestServer;
let local: StandIn;
/** Company 1's paid plan and its held lead (the first test sets them; the cancellation test ends that plan). */
let paid: { stripeSubscriptionId: string; heldLeadId: string };

beforeAll(async () => {
  t = await startPurchaseServer(SECRETS, { vehicles: 20 });
  local = t.server.standIn;
  await seedDemoCompanies(t.server.infra.store);
  await t.server.infra.projections.waitFor();
});
afterAll(() => t?.stop());

const db = () => t.server.infra.db;
const webhook = (payload: string, signature?: string) => postStripeWebhook(`${t.server.url}/api/dealer/stripe-webhook`, payload, signature);

/** `n` leads of `companyId` already counted by its trial (rows of the read model, created just after the signature). */
async function fillTrial(companyId: number, n: number, after: string) {
  const at = new Date(Date.parse(after) + 1).toISOString();
  await sql`
    insert into dealer.lead_intents (lead_id, type, status, company_id, customer_user_id, created_at, updated_at, timeline)
    select 'filler-' || ${companyId}::text || '-' || g, 'buy_online', 'new', ${companyId}, 'filler', ${at}::timestamptz, ${at}::timestamptz, '[]'::jsonb
    from generate_series(1, ${n}) g`.execute(db());
}

/** The company's subscriptions that the Stripe stand-in bills (asked through Stripe's API, as the Dashboard would show them). */
async function billedSubscriptions(companyId: number): Promise<string[]> {
  const subscriptions = await local.stripe.subscriptions.list({ status: 'all', limit: 100 });
  return subscriptions.data
    .filter((s) => s.metadata.companyId === String(companyId) && ['active', 'past_due', 'trialing', 'unpaid'].includes(s.status)).map((s) => s.id);
}

const choosePlan = (client: Awaited<ReturnType<typeof userOfType>>['client'], companyId: number, plan: 'dealer' | 'headquarter', card = '4242 4242 4242 4242') =>
  client.post('/company/choose-plan', { body: { companyId, plan, paymentMethod: card } });
const subscriptionCreations = async () => (await local.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && !r.replayed).length;

async function subscriptionOf(client: Awaited<ReturnType<typeof userOfType>>['client'], companyId: number) {
  await t.waitForProjections();
  return (await client.get('/company/get-subscription', { query: { companyId } })).body;
}

it('holds the 101st lead of a trial, then a paid plan (Stripe webhooks) releases it; webhooks apply once', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  expect((await subscriptionOf(dealer.client, 1))).toMatchObject({ status: 'unsigned', plan: null, trialLeadLimit: 100 });
  expect((await dealer.client.post('/company/sign-contract', { body: { companyId: 1 } })).body).toEqual({ Status: 1, companyId: 1 });
  expect((await dealer.client.post('/company/sign-contract', { body: { companyId: 1 } })).status).toBe(409);
  const trial = await subscriptionOf(dealer.client, 1);
  expect(trial).toMatchObject({ status: 'trial', plan: 'trial', heldLeads: 0 });
  expect(Date.parse(trial.trialEndsAt) - Date.parse(trial.signedAt)).toBe(30 * 86_400_000);

  await fillTrial(1, 99, trial.signedAt);
  const buyer = await t.buyer();
  const [v100, v101] = await vehiclesOfDealer(t.server, 1);
  const { transactionId: hundredth } = await startPurchase(buyer.client, v100);
  const { transactionId: held } = await startPurchase((await t.buyer()).client, v101);
  await t.waitForProjections();
  const listed = async () => (await dealer.client.get('/company/get-leads', { query: { companyId: 1, pageSize: 100 } })).body.items.map((l: any) => l.leadId);
  expect(await listed()).toContain(hundredth);
  expect(await listed()).not.toContain(held);
  expect((await dealer.client.get('/company/get-leads-details', { query: { leadId: held } })).status).toBe(404);
  expect(await subscriptionOf(dealer.client, 1)).toMatchObject({ status: 'trial', trialLeadsUsed: 100, heldLeads: 1 });
  // Its delivery found it held: nothing is scheduled again until a paid plan.
  const deliveryOf = (leadId: string) => db().selectFrom('platform.deadlines').select((eb) => eb.cast<number>('version', 'integer').as('version')).where('kind', '=', 'dealer.lead-delivery').where('key', '=', leadId).executeTakeFirst();
  expect(await deliveryOf(held)).toBeUndefined();

  const declined = await dealer.client.post('/company/choose-plan', { body: { companyId: 1, plan: 'dealer', paymentMethod: '4000 0000 0000 0002' } });
  expect(declined.status).toBe(200);
  await local.drain();
  expect(await subscriptionOf(dealer.client, 1)).toMatchObject({ status: 'trial', pendingPlan: 'dealer', heldLeads: 1 });

  const chosen = await dealer.client.post('/company/choose-plan', { body: { companyId: 1, plan: 'dealer', paymentMethod: '4242 4242 4242 4242' } });
  expect(chosen.body).toMatchObject({ Status: 1, companyId: 1, stripeSubscriptionId: expect.stringMatching(/^sub_/) });
  paid = { stripeSubscriptionId: chosen.body.stripeSubscriptionId, heldLeadId: held };
  await local.drain();
  const active = await pollUntil(async () => {
    const s = await subscriptionOf(dealer.client, 1);
    return s.status === 'active' ? s : null;
  });
  expect(active).toMatchObject({ plan: 'dealer', pendingPlan: null, heldLeads: 0, cancelsAt: null });
  // The paid period Stripe reported: a month from the subscription's start.
  expect(Date.parse(active.currentPeriodEnd) - Date.parse(trial.signedAt)).toBeGreaterThan(27 * 86_400_000);
  expect(await listed()).toContain(held);
  expect(await deliveryOf(held)).toEqual({ version: 2 });

  // A failed renewal (signed invoice.payment_failed), delivered twice: applied once; a bad signature: 400.
  const object = {
    id: 'in_test_1', object: 'invoice', subscription: chosen.body.stripeSubscriptionId,
    parent: { subscription_details: { subscription: chosen.body.stripeSubscriptionId, metadata: { companyId: '1', plan: 'dealer' } } },
  };
  const failed = signedStripeEvent((await local.webhookSecrets()).subscriptions, 'invoice.payment_failed', object);
  expect((await webhook(failed.payload, failed.signature)).body).toEqual({ received: true, applied: true });
  expect((await webhook(failed.payload, failed.signature)).body).toEqual({ received: true, applied: false });
  expect((await webhook(failed.payload, 't=1,v1=00')).status).toBe(400);
  const types = (await t.server.infra.store.readStream(subscriptionStreamId(1))).map((e) => e.type);
  expect(types.filter((x) => x === 'SubscriptionPaymentFailed')).toHaveLength(1);
  // A failed payment is a grace period: the released lead stays listed.
  expect(await subscriptionOf(dealer.client, 1)).toMatchObject({ status: 'past_due', heldLeads: 0 });
  expect(await listed()).toContain(held);

  // The next period paid (the stand-in bills it and signs the webhooks): active again, until a month later.
  await local.renew(chosen.body.stripeSubscriptionId, 'pm_card_visa');
  await local.drain();
  const renewed = await subscriptionOf(dealer.client, 1);
  expect(renewed).toMatchObject({ status: 'active' });
  expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(active.currentPeriodEnd));
});

it('keeps one live subscription per company: another plan beside a paid one is refused before Stripe is called', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  expect(await billedSubscriptions(1)).toEqual([paid.stripeSubscriptionId]);
  const creations = await subscriptionCreations();
  expectProblem(await choosePlan(dealer.client, 1, 'headquarter'), 409, 'dealer.paid_plan_not_ended', 'plan');
  expectProblem(await choosePlan(dealer.client, 1, 'dealer'), 409, 'dealer.plan_already_active', 'plan');
  expect(await subscriptionCreations()).toBe(creations);
  await local.drain();
  expect(await billedSubscriptions(1)).toEqual([paid.stripeSubscriptionId]);
  expect(await subscriptionOf(dealer.client, 1)).toMatchObject({ status: 'active', plan: 'dealer', pendingPlan: null });
});

it('decides two plans chosen at once (two tabs) on the company\'s stream: one subscription at Stripe, the other request 409', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 5 });
  expect((await dealer.client.post('/company/sign-contract', { body: { companyId: 5 } })).status).toBe(200);
  const answers = await Promise.all([choosePlan(dealer.client, 5, 'dealer'), choosePlan(dealer.client, 5, 'headquarter')]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expectProblem(answers.find((a) => a.status === 409)!, 409, 'dealer.plan_change_pending', 'plan');
  const chosen = answers.find((a) => a.status === 200)!.body.stripeSubscriptionId;
  await local.drain();
  expect(await billedSubscriptions(5)).toEqual([chosen]);
  const requested = (await t.server.infra.store.readStream(subscriptionStreamId(5))).filter((e) => e.type === 'PaidPlanRequested');
  expect(requested.map((e) => e.data.stripeSubscriptionId)).toEqual([chosen]);
});

it('answers 409 plan_change_pending, never 500, to the other plan chosen at the same version: Stripe refuses its key', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 7 });
  await t.waitForProjections(); // the dealer's company, read by the ownership check
  expect((await dealer.client.post('/company/sign-contract', { body: { companyId: 7 } })).status).toBe(200);
  const creations = await subscriptionCreations();
  // Both requests read the stream before either reaches Stripe (held at the customer's creation): the same version,
  // the same idempotency key, another plan. Stripe (like the stand-in) refuses the second with `idempotency_error`.
  const gate = await local.hold({ method: 'POST', path: /^\/v1\/customers$/ });
  const answering = Promise.all([choosePlan(dealer.client, 7, 'dealer'), choosePlan(dealer.client, 7, 'headquarter')]);
  await gate.arrived(2);
  await gate.release();
  const answers = await answering;
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expectProblem(answers.find((a) => a.status === 409)!, 409, 'dealer.plan_change_pending', 'plan');
  const customers = (await local.requests()).filter((r) => r.path === '/v1/customers' && r.idempotencyKey?.startsWith('company-7:'));
  expect(customers.map((r) => [r.idempotencyKey, r.idempotencyError])).toEqual([
    ['company-7:plan-request:v1:customer', false], ['company-7:plan-request:v1:customer', true],
  ]);
  const chosen = answers.find((a) => a.status === 200)!.body.stripeSubscriptionId;
  expect(await subscriptionCreations()).toBe(creations + 1);
  await local.drain();
  expect(await billedSubscriptions(7)).toEqual([chosen]);
  const requested = (await t.server.infra.store.readStream(subscriptionStreamId(7))).filter((e) => e.type === 'PaidPlanRequested');
  expect(requested.map((e) => (e.data as { stripeSubscriptionId: string }).stripeSubscriptionId)).toEqual([chosen]);
});

it('lets only the company\'s dealer and the administrators sign its contract and choose its plan, not the team (18)', async () => {
  const team = await userOfType(t.server, UserType.TeamMember);
  const otherDealer = await userOfType(t.server, UserType.Dealer, { companyId: 3 });
  const creations = await subscriptionCreations();
  expectProblem(await team.client.post('/company/sign-contract', { body: { companyId: 6 } }), 403, 'auth.forbidden');
  expectProblem(await choosePlan(team.client, 6, 'dealer'), 403, 'auth.forbidden');
  expectProblem(await otherDealer.client.post('/company/sign-contract', { body: { companyId: 6 } }), 404, 'dealer.company_not_found');
  expectProblem(await choosePlan(otherDealer.client, 6, 'dealer'), 404, 'dealer.company_not_found');
  expect(await subscriptionCreations()).toBe(creations);
  expect(await t.server.infra.store.readStream(subscriptionStreamId(6))).toEqual([]);
  const own = await userOfType(t.server, UserType.Dealer, { companyId: 6 });
  expect((await own.client.post('/company/sign-contract', { body: { companyId: 6 } })).status).toBe(200);
  const admin = await userOfType(t.server, UserType.Admin);
  expect((await choosePlan(admin.client, 6, 'dealer', '4000 0000 0000 0002')).status).toBe(200);
});

it('verifies each webhook endpoint with its own secret: an event signed for the other endpoint is refused', async () => {
  const object = {
    id: 'sub_test_x', object: 'subscription', status: 'active', metadata: { companyId: '9', plan: 'dealer' },
    items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) }] },
  };
  const forDeposits = signedStripeEvent(SECRETS.STRIPE_WEBHOOK_SECRET, 'customer.subscription.updated', object);
  expectProblem(await webhook(forDeposits.payload, forDeposits.signature), 400, 'payments.invalid_signature');
  const intent = { id: 'pi_test_x', object: 'payment_intent', status: 'succeeded', amount: 25_000, currency: 'cad', metadata: {} };
  const forPlans = signedStripeEvent(SECRETS.STRIPE_SUBSCRIPTION_WEBHOOK_SECRET, 'payment_intent.succeeded', intent);
  expectProblem(await postStripeWebhook(`${t.server.url}/api/finances/stripe-webhook`, forPlans.payload, forPlans.signature), 400, 'payments.invalid_signature');
  // Each with its own secret: accepted (company 9 never signed: nothing changes).
  const own = signedStripeEvent(SECRETS.STRIPE_SUBSCRIPTION_WEBHOOK_SECRET, 'customer.subscription.updated', object);
  expect((await webhook(own.payload, own.signature)).body).toEqual({ received: true, applied: false });
  expect(await local.webhookSecrets()).toEqual({ deposits: SECRETS.STRIPE_WEBHOOK_SECRET, subscriptions: SECRETS.STRIPE_SUBSCRIPTION_WEBHOOK_SECRET });
});

it('a dealer of another company gets 404; a team member and an admin see any company; unknown companies 404', async () => {
  const other = await userOfType(t.server, UserType.Dealer, { companyId: 3 });
  expect((await other.client.get('/company/get-subscription', { query: { companyId: 1 } })).status).toBe(404);
  expect((await other.client.post('/company/choose-plan', { body: { companyId: 1, plan: 'dealer', paymentMethod: '4242424242424242' } })).status).toBe(404);
  for (const type of [UserType.TeamMember, UserType.Admin]) {
    const staff = await userOfType(t.server, type);
    expect((await staff.client.get('/company/get-subscription', { query: { companyId: 1 } })).body).toMatchObject({ companyId: 1, status: 'active' });
    expect((await staff.client.get('/company/get-subscription', { query: { companyId: 9999 } })).status).toBe(404);
  }
  const customer = await t.buyer();
  expect((await customer.client.get('/company/get-subscription', { query: { companyId: 1 } })).status).toBe(403);
});

it('cancels a paid plan at the end of its period, once, with who asked; Stripe\'s deletion ends it and its held leads are held again', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  const admin = await userOfType(t.server, UserType.Admin);
  const before = await subscriptionOf(dealer.client, 1);
  expect(before).toMatchObject({ status: 'active', cancelsAt: null, currentPeriodEnd: expect.any(String) });
  const cancel = (client: typeof dealer.client, companyId: number) => client.post('/company/cancel-plan', { body: { companyId } });

  // Who may: the company's dealer and the administrators (another company's dealer: 404; the team and customers: 403).
  expectProblem(await cancel((await userOfType(t.server, UserType.Dealer, { companyId: 3 })).client, 1), 404, 'dealer.company_not_found');
  expectProblem(await cancel((await userOfType(t.server, UserType.TeamMember)).client, 1), 403, 'auth.forbidden');
  expectProblem(await cancel((await t.buyer()).client, 1), 403, 'auth.forbidden');
  expectProblem(await cancel(admin.client, 9999), 404, 'dealer.company_not_found');
  // No paid plan: a trial (company 2), a company that never signed (4).
  expectProblem(await cancel(admin.client, 2), 409, 'dealer.no_paid_plan', 'companyId');
  expectProblem(await cancel(admin.client, 4), 409, 'dealer.no_paid_plan', 'companyId');
  expectProblem(await dealer.client.post('/company/cancel-plan', { body: { companyId: 1, at: 'now' } }), 400, 'validation.invalid_input');

  const cancelled = await cancel(dealer.client, 1);
  expect(cancelled.body).toEqual({ Status: 1, companyId: 1, cancelsAt: before.currentPeriodEnd });
  expectProblem(await cancel(dealer.client, 1), 409, 'dealer.plan_cancellation_already_requested', 'companyId');
  expectProblem(await cancel(admin.client, 1), 409, 'dealer.plan_cancellation_already_requested', 'companyId');
  // Cancelling, the plan is still paid until its end: another plan waits for that end.
  expectProblem(await choosePlan(dealer.client, 1, 'headquarter'), 409, 'dealer.paid_plan_not_ended', 'plan');
  // One call to Stripe (the refused ones never reached it): cancel at the period's end, not now.
  const calls = (await local.requests()).filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${paid.stripeSubscriptionId}`);
  expect(calls).toHaveLength(1);
  const stream = await t.server.infra.store.readStream(subscriptionStreamId(1));
  const requested = stream.filter((e) => e.type === 'PaidPlanCancellationRequested');
  expect(requested).toHaveLength(1);
  expect(requested[0].data).toMatchObject({ stripeSubscriptionId: paid.stripeSubscriptionId, cancelsAt: before.currentPeriodEnd, requestedBy: dealer.userId });
  expect(requested[0].metadata.actor).toBe(dealer.userId);

  // Until the period ends the plan stays paid (Stripe's own update webhook changes nothing) and the held lead listed.
  await local.drain();
  expect(await subscriptionOf(dealer.client, 1)).toMatchObject({ status: 'active', cancelsAt: before.currentPeriodEnd, heldLeads: 0 });
  const listed = async () => (await dealer.client.get('/company/get-leads', { query: { companyId: 1, pageSize: 100 } })).body.items.map((l: any) => l.leadId);
  expect(await listed()).toContain(paid.heldLeadId);
  // The audit index has the request, with who asked, under the company's subscription stream.
  await t.waitForProjections();
  const audited = await db().selectFrom('audit.event_index').select(['actor']).where('stream_id', '=', subscriptionStreamId(1))
    .where('type', '=', 'PaidPlanCancellationRequested').execute();
  expect(audited).toEqual([{ actor: dealer.userId }]);

  // The period ends: Stripe deletes the subscription (signed webhook): back to the unpaid state, the lead held again.
  await local.endPeriod(paid.stripeSubscriptionId);
  await local.drain();
  const ended = await pollUntil(async () => {
    const s = await subscriptionOf(dealer.client, 1);
    return s.status === 'canceled' ? s : null;
  });
  expect(ended).toMatchObject({ plan: 'dealer', cancelsAt: null, currentPeriodEnd: null, heldLeads: 1 });
  expect(await listed()).not.toContain(paid.heldLeadId);
  expect((await dealer.client.get('/company/get-leads-details', { query: { leadId: paid.heldLeadId } })).status).toBe(404);

  // Stripe says it again (an updated event with the cancelled status, a redelivered deletion): applied once in all.
  const sub = { id: paid.stripeSubscriptionId, object: 'subscription', status: 'canceled', metadata: { companyId: '1', plan: 'dealer' } };
  for (const type of ['customer.subscription.updated', 'customer.subscription.deleted']) {
    const again = signedStripeEvent((await local.webhookSecrets()).subscriptions, type, sub);
    expect((await webhook(again.payload, again.signature)).body).toEqual({ received: true, applied: false });
  }
  const types = (await t.server.infra.store.readStream(subscriptionStreamId(1))).map((e) => e.type);
  expect(types.filter((x) => x === 'SubscriptionCanceled')).toHaveLength(1);
  expectProblem(await cancel(dealer.client, 1), 409, 'dealer.no_paid_plan', 'companyId');
});

it('subscribes again once the paid plan ended: the new plan is the company\'s only live subscription', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  expect(await billedSubscriptions(1)).toEqual([]);
  const chosen = await choosePlan(dealer.client, 1, 'headquarter');
  expect(chosen.status).toBe(200);
  await local.drain();
  expect(await pollUntil(async () => {
    const s = await subscriptionOf(dealer.client, 1);
    return s.status === 'active' ? s : null;
  })).toMatchObject({ plan: 'headquarter', pendingPlan: null, heldLeads: 0 });
  expect(await billedSubscriptions(1)).toEqual([chosen.body.stripeSubscriptionId]);
});

// Last: it moves this file's clock a month on (ADR 0082), which ends every trial and session of the file.
it('counts the trial from the contract signature: a lead 30 days after it is held, whatever the count', async () => {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  expect((await dealer.client.post('/company/sign-contract', { body: { companyId: 2 } })).body).toEqual({ Status: 1, companyId: 2 });
  expect(await subscriptionOf(dealer.client, 2)).toMatchObject({ status: 'trial', trialLeadsUsed: 0, heldLeads: 0 });
  // Thirty days and a minute later, by the environment's clock: no lead came during the trial.
  await advanceClock(t.server, { by: '30d1m' });
  const [vehicleId] = await vehiclesOfDealer(t.server, 2);
  const { transactionId } = await startPurchase((await t.buyer()).client, vehicleId);
  // The dealer's session (30 days) ended with the month: they sign in again.
  const again = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  expect(await subscriptionOf(again.client, 2)).toMatchObject({ status: 'trial_ended', trialLeadsUsed: 0, heldLeads: 1 });
  const items = (await again.client.get('/company/get-leads', { query: { companyId: 2 } })).body.items.map((l: any) => l.leadId);
  expect(items).not.toContain(transactionId);
});
