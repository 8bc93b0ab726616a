import { givenFor } from '../shared/testing/given';
import { subscriptionDecider, trialEndOf, type SubscriptionEvent } from './subscription';

const given = givenFor(subscriptionDecider);
const SIGNED = '2026-11-01T15:00:00.000Z';
const signed: SubscriptionEvent = { type: 'ContractSigned', data: { companyId: 7, signedAt: SIGNED, trialEndsAt: '2026-12-01T15:00:00.000Z', trialLeadLimit: 100 } };
const requested: SubscriptionEvent = {
  type: 'PaidPlanRequested', data: { companyId: 7, plan: 'dealer', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', at: '2026-11-05T00:00:00.000Z' },
};
const stripe = (stripeEventId: string, fact: 'activated' | 'payment_failed' | 'canceled', stripeSubscriptionId = 'sub_1') => ({
  type: 'ApplyStripeSubscriptionEvent' as const,
  data: { companyId: 7, stripeEventId, fact, plan: 'dealer' as const, stripeSubscriptionId, at: '2026-11-05T00:01:00.000Z' },
});
const activated: SubscriptionEvent = {
  type: 'PaidPlanActivated', data: { companyId: 7, plan: 'dealer', stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_1', at: '2026-11-05T00:01:00.000Z' },
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

  it('follows Stripe: activated, payment failed, cancelled; an event id is applied once', () => {
    given(signed, requested).when(stripe('evt_1', 'activated')).then([activated]);
    given(signed, requested, activated).when(stripe('evt_1', 'activated')).then([]);
    given(signed, requested, activated).when(stripe('evt_2', 'payment_failed'))
      .then([{ type: 'SubscriptionPaymentFailed', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_2', at: '2026-11-05T00:01:00.000Z' } }]);
    given(signed, requested, activated).when(stripe('evt_3', 'canceled'))
      .then([{ type: 'SubscriptionCanceled', data: { companyId: 7, stripeSubscriptionId: 'sub_1', stripeEventId: 'evt_3', at: '2026-11-05T00:01:00.000Z' } }]);
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
