import { randomUUID } from 'node:crypto';
import { dealerIntegrationEvents } from '@marketplace/contracts';
import {
  companyStreamId, decideCompany, decideSubscription, evolveCompany, evolveSubscription, initialCompanyState, initialSubscriptionState, subscriptionStreamId,
  type CompanyCommand, type CompanyEvent, type SubscriptionCommand, type SubscriptionEvent,
} from '@marketplace/domain';
import { Expected } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { integrationEventId, sourceStreamsOf } from '../../../platform/integration-events/integration-events';
import { dealerTranslator } from './dealer.translator';

const T0 = '2026-11-20T12:00:00.000Z';
const PROFILE = { name: 'Garage Saguenay', typeId: 1 as const, city: 'Chicoutimi', province: 'QC', lat: 48.43, lng: -71.07, makes: ['Toyota'], active: true };

async function history() {
  const store = new InMemoryEventStore();
  const commands: CompanyCommand[] = [
    { type: 'CreateCompany', data: { ...PROFILE, companyId: 100, now: T0 } },
    { type: 'SaveCompanyEmails', data: { companyId: 100, emails: ['leads@saguenay.ca'], now: T0 } },
    { type: 'UpdateCompany', data: { ...PROFILE, companyId: 100, city: 'Jonquière', now: T0 } },
  ];
  let state = initialCompanyState;
  for (const command of commands) {
    const events = decideCompany(command, state);
    await store.appendToStream(companyStreamId(100), events.map((e) => ({
      type: e.type, data: e.data,
      metadata: { eventId: randomUUID(), correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: T0 },
    })), Expected.any);
    state = events.reduce((s: typeof state, e: CompanyEvent) => evolveCompany(s, e), state);
  }
  return store.readAll({ transactionId: '0', position: '0' }, 100);
}

const metadata = (occurredAt: string) => ({
  eventId: randomUUID(), correlationId: 'c', causationId: null, actor: 'user-9', impersonator: null, brand: null, occurredAt,
});

/** A plan's whole life on its stream: signed, a plan chosen and paid, renewed, a failed payment, cancelled, ended. */
async function planHistory() {
  const store = new InMemoryEventStore();
  const sub = { companyId: 100, plan: 'dealer' as const, stripeSubscriptionId: 'sub_1' };
  const stripe = (stripeEventId: string, fact: 'activated' | 'payment_failed' | 'canceled', periodEnd: string | null = null): SubscriptionCommand => ({
    type: 'ApplyStripeSubscriptionEvent', data: { ...sub, stripeEventId, fact, at: T0, periodEnd },
  });
  const commands: [SubscriptionCommand, string][] = [
    [{ type: 'SignContract', data: { companyId: 100, now: T0 } }, T0],
    [{ type: 'RequestPaidPlan', data: { ...sub, stripeCustomerId: 'cus_1', now: T0 } }, '2026-11-21T00:00:00.000Z'],
    [stripe('evt_1', 'activated', '2026-12-21T00:00:00.000Z'), '2026-11-21T00:00:01.000Z'],
    [stripe('evt_2', 'activated', '2027-01-21T00:00:00.000Z'), '2026-12-21T00:00:01.000Z'],
    [stripe('evt_3', 'payment_failed'), '2027-01-21T00:00:01.000Z'],
    [{ type: 'RequestPlanCancellation', data: { companyId: 100, stripeSubscriptionId: 'sub_1', cancelsAt: '2027-01-21T00:00:00.000Z', requestedBy: 'user-9', now: T0 } }, '2027-01-05T00:00:00.000Z'],
    [stripe('evt_4', 'canceled'), '2027-01-21T00:00:02.000Z'],
  ];
  let state = initialSubscriptionState;
  for (const [command, at] of commands) {
    const events = decideSubscription(command, state);
    await store.appendToStream(subscriptionStreamId(100), events.map((e) => ({ type: e.type, data: e.data, metadata: metadata(at) })), Expected.any);
    state = events.reduce((s: typeof state, e: SubscriptionEvent) => evolveSubscription(s, e), state);
  }
  return { store, events: await store.readAll({ transactionId: '0', position: '0' }, 100) };
}

describe('dealer translator', () => {
  it('publishes a company\'s profile when created and when updated, never its lead emails, each valid and with a stable id', async () => {
    const events = await history();
    const published = await dealerTranslator.translate(events.filter((e) => dealerTranslator.sourceEventTypes.includes(e.type)), sourceStreamsOf({ readStream: async () => [] }));
    expect(published.map((e) => e.type)).toEqual(['dealer.company-registered.v1', 'dealer.company-updated.v1']);
    for (const envelope of published) expect(dealerIntegrationEvents.parse(envelope)).toEqual(envelope);
    expect(published[0].data).toEqual({ ...PROFILE, companyId: 100, registeredAt: T0 });
    expect(published[1].data).toEqual({ ...PROFILE, companyId: 100, city: 'Jonquière', updatedAt: T0 });
    expect(JSON.stringify(published)).not.toContain('leads@saguenay.ca');
    expect(published[1].eventId).toBe(integrationEventId(events[2].metadata.eventId, 'dealer.company-updated.v1'));
  });

  it('publishes every change of a plan as dealer.subscription-changed.v1, with the plan as it then stood, valid, no Stripe ids', async () => {
    const { store, events } = await planHistory();
    expect(events.map((e) => e.type)).toEqual([
      'ContractSigned', 'PaidPlanRequested', 'PaidPlanActivated', 'SubscriptionRenewed', 'SubscriptionPaymentFailed', 'PaidPlanCancellationRequested', 'SubscriptionCanceled',
    ]);
    const published = await dealerTranslator.translate(events, sourceStreamsOf(store));
    for (const envelope of published) expect(dealerIntegrationEvents.parse(envelope)).toEqual(envelope);
    expect(published.every((e) => e.type === 'dealer.subscription-changed.v1')).toBe(true);
    const trialEndsAt = '2026-12-20T12:00:00.000Z';
    expect(published.map((e) => e.data)).toEqual([
      { companyId: 100, change: 'contract_signed', plan: 'trial', pendingPlan: null, status: 'trial', periodEnd: null, trialEndsAt, cancelsAt: null, changedAt: T0 },
      { companyId: 100, change: 'plan_requested', plan: 'trial', pendingPlan: 'dealer', status: 'trial', periodEnd: null, trialEndsAt, cancelsAt: null, changedAt: '2026-11-21T00:00:00.000Z' },
      {
        companyId: 100, change: 'plan_activated', plan: 'dealer', pendingPlan: null, status: 'active', periodEnd: '2026-12-21T00:00:00.000Z', trialEndsAt, cancelsAt: null,
        changedAt: '2026-11-21T00:00:01.000Z',
      },
      {
        companyId: 100, change: 'plan_renewed', plan: 'dealer', pendingPlan: null, status: 'active', periodEnd: '2027-01-21T00:00:00.000Z', trialEndsAt, cancelsAt: null,
        changedAt: '2026-12-21T00:00:01.000Z',
      },
      {
        companyId: 100, change: 'payment_failed', plan: 'dealer', pendingPlan: null, status: 'past_due', periodEnd: '2027-01-21T00:00:00.000Z', trialEndsAt, cancelsAt: null,
        changedAt: '2027-01-21T00:00:01.000Z',
      },
      {
        companyId: 100, change: 'cancellation_requested', plan: 'dealer', pendingPlan: null, status: 'past_due', periodEnd: '2027-01-21T00:00:00.000Z', trialEndsAt,
        cancelsAt: '2027-01-21T00:00:00.000Z', changedAt: '2027-01-05T00:00:00.000Z',
      },
      { companyId: 100, change: 'plan_ended', plan: 'dealer', pendingPlan: null, status: 'canceled', periodEnd: null, trialEndsAt, cancelsAt: null, changedAt: '2027-01-21T00:00:02.000Z' },
    ]);
    expect(JSON.stringify(published)).not.toMatch(/sub_1|cus_1|evt_/);
    expect(published[5].eventId).toBe(integrationEventId(events[5].metadata.eventId, 'dealer.subscription-changed.v1'));
    // Translated again (a rebuild), one event at a time: the same envelopes.
    const again = [];
    for (const e of events) again.push(...(await dealerTranslator.translate([e], sourceStreamsOf(store))));
    expect(again).toEqual(published);
  });

  it('ignores another module\'s event of the same type (purchase has a ContractSigned too)', async () => {
    const { store, events } = await planHistory();
    const foreign = { ...events[0], streamId: 'transaction-1', streamVersion: 1 };
    expect(await dealerTranslator.translate([foreign], sourceStreamsOf(store))).toEqual([]);
  });
});
