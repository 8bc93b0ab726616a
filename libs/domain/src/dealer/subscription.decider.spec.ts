import { givenFor } from '../shared/testing/given';
import { subscriptionDecider, subscriptionToCancel, trialEndOf, type SubscriptionEvent } from './subscription';

const given = givenFor(subscriptionDecider);
const SIGNED = '2026-11-01T15:00:00.000Z';
const signed: SubscriptionEvent = { type: 'ContractSigned', data: { companyId: 7, signedAt: SIGNED, trialEndsAt: '2026-12-01T15:00:00.000Z', trialLeadLimit: 100 } };
const requested: SubscriptionEvent = {
  type: 'PaidPlanRequested', data: { companyId: 7, plan: 'dealer', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', at: '2026-11-05T00:00:00.000Z' },
};
const PERIOD_END = '2026-12-05T00:00:00.000Z';
const stripe = (stripeEventId: string, fact: 'activated' | 'payment_failed' | 'canceled', stripeSubscriptionId = 'sub_1', periodEnd: string | null = null) => ({
  type: 'ApplyStripeSubscriptionEvent' as const,
  data: { companyId: 7, stripeEventId, fact, plan: 'dealer' as const, stripeSubscriptionId, at: '2026-11-05T00:01:00.000Z', periodEnd },
});
const activated: SubscriptionEvent = {
  type: 'PaidPlanActivated',
  data: { companyId: 7, plan: 'dealer', stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_1', at: '2026-11-05T00:01:00.000Z', periodEnd: PERIOD_END },
};
const cancel = (stripeSubscriptionId = 'sub_1') => ({
  type: 'RequestPlanCancellation' as const,
  data: { companyId: 7, stripeSubscriptionId, cancelsAt: PERIOD_END, requestedBy: 'user-9', now: '2026-11-10T00:00:00.000Z' },
});
const cancelRequested: SubscriptionEvent = {
  type: 'PaidPlanCancellationRequested',
  data: { companyId: 7, stripeSubscriptionId: 'sub_1', cancelsAt: PERIOD_END, requestedBy: 'user-9', at: '2026-11-10T00:00:00.000Z' },
};

describe('subscription', () => {
  it('starts the trial at the contract signature: 30 days from that instant, 100 leads, once', () => {
    given().when({ type: 'SignContract', data: { companyId: 7, now: SIGNED } }).then([signed]);
    given(signed).when({ type: 'SignContract', data: { companyId: 7, now: SIGNED } }).thenFails('dealer.contract_already_signed', 'companyId');
    expect(trialEndOf('2026-02-15T04:30:00.000Z')).toBe('2026-03-17T04:30:00.000Z');
  });

  it('needs a signed contract before a paid plan', () => {
    given().when({ type: 'RequestPaidPlan', data: { companyId: 7, plan: 'dealer', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', now: requested.data.at } })
      .thenFails('dealer.contract_not_signed', 'companyId');
  });

  it('records the Stripe subscription of a chosen plan once (a retried request with the same subscription appends nothing)', () => {
    const cmd = { type: 'RequestPaidPlan' as const, data: { companyId: 7, plan: 'dealer' as const, stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', now: requested.data.at } };
    given(signed).when(cmd).then([requested]);
    given(signed, requested).when(cmd).then([]);
    given(signed, requested, activated).when({ ...cmd, data: { ...cmd.data, stripeSubscriptionId: 'sub_2' } }).thenFails('dealer.plan_already_active', 'plan');
  });

  it('keeps one live subscription: no other plan beside a paid one (even cancelling) or a request whose payment may come', () => {
    const other = { type: 'RequestPaidPlan' as const, data: { companyId: 7, plan: 'headquarter' as const, stripeCustomerId: 'cus_2', stripeSubscriptionId: 'sub_2', now: SIGNED } };
    const failed: SubscriptionEvent = { type: 'SubscriptionPaymentFailed', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_2', at: SIGNED } };
    given(signed, requested, activated).when(other).thenFails('dealer.paid_plan_not_ended', 'plan');
    given(signed, requested, activated, failed).when(other).thenFails('dealer.paid_plan_not_ended', 'plan');
    given(signed, requested, activated, cancelRequested).when(other).thenFails('dealer.paid_plan_not_ended', 'plan');
    // Stripe answered the creation with a paid (or still processing) subscription: its activation is on its way.
    const paying: SubscriptionEvent = { ...requested, data: { ...requested.data, stripeStatus: 'active' } };
    given(signed, paying).when(other).thenFails('dealer.plan_change_pending', 'plan');
    // The first payment was declined (Stripe's `incomplete`, never billed): the dealer tries again, with another card or plan.
    const declined: SubscriptionEvent = { ...requested, data: { ...requested.data, stripeStatus: 'incomplete' } };
    given(signed, declined).when({ ...other, data: { ...other.data, stripeStatus: 'active' } })
      .then([{ type: 'PaidPlanRequested', data: { companyId: 7, plan: 'headquarter', stripeCustomerId: 'cus_2', stripeSubscriptionId: 'sub_2', at: SIGNED, stripeStatus: 'active' } }]);
    // Once the paid plan ended, another one may be chosen.
    const ended: SubscriptionEvent = { type: 'SubscriptionCanceled', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_9', at: SIGNED } };
    given(signed, requested, activated, cancelRequested, ended).when(other)
      .then([{ type: 'PaidPlanRequested', data: { companyId: 7, plan: 'headquarter', stripeCustomerId: 'cus_2', stripeSubscriptionId: 'sub_2', at: SIGNED } }]);
  });

  it('follows Stripe: activated, payment failed, cancelled; an event id is applied once', () => {
    given(signed, requested).when(stripe('evt_1', 'activated', 'sub_1', PERIOD_END)).then([activated]);
    given(signed, requested, activated).when(stripe('evt_1', 'activated')).then([]);
    given(signed, requested, activated).when(stripe('evt_2', 'payment_failed'))
      .then([{ type: 'SubscriptionPaymentFailed', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_2', at: '2026-11-05T00:01:00.000Z' } }]);
    given(signed, requested, activated).when(stripe('evt_3', 'canceled'))
      .then([{ type: 'SubscriptionCanceled', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_3', at: '2026-11-05T00:01:00.000Z' } }]);
  });

  it('records a renewal once (Stripe reports the new period twice: the invoice, then the subscription); an older period is no news', () => {
    const next = '2027-01-05T00:00:00.000Z';
    const renewed: SubscriptionEvent = {
      type: 'SubscriptionRenewed', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_5', periodEnd: next, at: '2026-11-05T00:01:00.000Z' },
    };
    given(signed, requested, activated).when(stripe('evt_5', 'activated', 'sub_1', next)).then([renewed]);
    given(signed, requested, activated, renewed).when(stripe('evt_6', 'activated', 'sub_1', next)).then([]);
    given(signed, requested, activated, renewed).when(stripe('evt_7', 'activated', 'sub_1', PERIOD_END)).then([]);
  });

  it('cancels a paid plan at the end of its period, with who asked; twice, or with no paid plan, is a conflict', () => {
    given(signed, requested, activated).when(cancel()).then([cancelRequested]);
    // The same cancellation again (a retried request whose Stripe call was replayed): nothing new.
    given(signed, requested, activated, cancelRequested).when(cancel()).then([]);
    // Asked again from the page: refused before Stripe is called.
    let twice: unknown;
    try {
      subscriptionToCancel(given(signed, requested, activated, cancelRequested).state);
    } catch (error) {
      twice = error;
    }
    expect(twice).toMatchObject({ code: 'dealer.plan_cancellation_already_requested', field: 'companyId' });
    given().when(cancel()).thenFails('dealer.no_paid_plan', 'companyId');
    given(signed, requested).when(cancel()).thenFails('dealer.no_paid_plan', 'companyId');
    given(signed, requested, activated).when(cancel('sub_other')).thenFails('dealer.no_paid_plan', 'companyId');
    const upgrade: SubscriptionEvent = { ...requested, data: { ...requested.data, plan: 'headquarter', stripeSubscriptionId: 'sub_2' } };
    given(signed, requested, activated, upgrade).when(cancel()).thenFails('dealer.plan_change_pending', 'plan');
    // A failed renewal is a grace period: the plan is still paid and can be cancelled.
    const failed: SubscriptionEvent = { type: 'SubscriptionPaymentFailed', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_2', at: SIGNED } };
    given(signed, requested, activated, failed).when(cancel()).then([cancelRequested]);
  });

  it('ends the plan when Stripe deletes the cancelled subscription, once; afterwards there is no paid plan to cancel', () => {
    const ended: SubscriptionEvent = { type: 'SubscriptionCanceled', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_9', at: '2026-11-05T00:01:00.000Z' } };
    given(signed, requested, activated, cancelRequested).when(stripe('evt_9', 'canceled')).then([ended]);
    given(signed, requested, activated, cancelRequested, ended).when(stripe('evt_9', 'canceled')).then([]);
    given(signed, requested, activated, cancelRequested, ended).when(cancel()).thenFails('dealer.no_paid_plan', 'companyId');
    expect(given(signed, requested, activated, cancelRequested, ended).state).toMatchObject({ status: 'canceled', cancellation: null, periodEnd: null });
  });

  it('answers a conflict (Stripe retries) for a subscription not recorded yet: its creation call may not have returned', () => {
    given(signed).when(stripe('evt_1', 'activated')).thenFails('dealer.subscription_not_recorded_yet', 'stripeSubscriptionId');
  });

  it('ignores events of another subscription, before the contract, of a cancelled subscription, and a trial\'s failed first payment', () => {
    given().when(stripe('evt_1', 'activated')).then([]);
    given(signed, requested).when(stripe('evt_1', 'payment_failed')).then([]);
    given(signed, requested).when(stripe('evt_1', 'canceled')).then([]);
    const second: SubscriptionEvent = { ...requested, data: { ...requested.data, stripeSubscriptionId: 'sub_2' } };
    given(signed, requested, second).when(stripe('evt_1', 'activated', 'sub_1')).then([]);
    const canceled: SubscriptionEvent = { type: 'SubscriptionCanceled', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_3', at: SIGNED } };
    given(signed, requested, activated, canceled).when(stripe('evt_4', 'activated')).then([]);
  });
});
