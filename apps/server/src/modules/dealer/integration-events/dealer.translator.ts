import {
  CompanyRegisteredV1, CompanyUpdatedV1, SubscriptionChangedV1, type IntegrationEventEnvelope, SUBSCRIPTION_CHANGES,
} from '@marketplace/contracts';
import {
  cancelsAtOf, COMPANY_STREAM_PREFIX, evolveSubscription, initialSubscriptionState, SUBSCRIPTION_STREAM_PREFIX, type CompanyEvent, type SubscriptionEvent,
  type SubscriptionState,
} from '@marketplace/domain';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineTranslator, publicEvent } from '../../../platform/integration-events/integration-events';
import { statesAfterEach } from '../../../platform/integration-events/source-streams';

/** The public event of one company store event (created or updated: the whole profile, never emails or settings). */
export function companyPublicEvent(e: RecordedEvent): IntegrationEventEnvelope | null {
  if (!e.streamId.startsWith(COMPANY_STREAM_PREFIX)) return null;
  const event = e as unknown as CompanyEvent;
  switch (event.type) {
    case 'CompanyCreated': {
      const { createdAt, ...profile } = event.data;
      return publicEvent(CompanyRegisteredV1, e, { ...profile, makes: [...profile.makes], registeredAt: createdAt });
    }
    case 'CompanyUpdated': {
      const { updatedAt, ...profile } = event.data;
      return publicEvent(CompanyUpdatedV1, e, { ...profile, makes: [...profile.makes], updatedAt });
    }
    default:
      return null;
  }
}

/** Each subscription store event and the change it is, as consumers read it. */
const SUBSCRIPTION_CHANGE: Readonly<Record<SubscriptionEvent['type'], (typeof SUBSCRIPTION_CHANGES)[number]>> = {
  ContractSigned: 'contract_signed',
  PaidPlanRequested: 'plan_requested',
  PaidPlanActivated: 'plan_activated',
  SubscriptionRenewed: 'plan_renewed',
  SubscriptionPaymentFailed: 'payment_failed',
  PaidPlanCancellationRequested: 'cancellation_requested',
  SubscriptionCanceled: 'plan_ended',
};
const SUBSCRIPTION_EVENT_TYPES = Object.keys(SUBSCRIPTION_CHANGE) as SubscriptionEvent['type'][];

/** The public event of one subscription store event, given the plan as folded up to and including it. */
export function subscriptionPublicEvent(e: RecordedEvent, after: SubscriptionState): IntegrationEventEnvelope | null {
  const change = SUBSCRIPTION_CHANGE[e.type as SubscriptionEvent['type']];
  if (!change || after.kind !== 'signed') return null;
  return publicEvent(SubscriptionChangedV1, e, {
    companyId: after.companyId, change, plan: after.plan, pendingPlan: after.pendingPlan, status: after.status, periodEnd: after.periodEnd,
    trialEndsAt: after.trialEndsAt, cancelsAt: cancelsAtOf(after), changedAt: e.metadata.occurredAt,
  });
}

/**
 * Dealer store events → its public events (libs/contracts/src/dealer/events.ts): the catalog keeps its sellers from the
 * company events; every change of a company's plan is `dealer.subscription-changed.v1`, with the plan as it then stood.
 */
export const dealerTranslator = defineTranslator({
  module: 'dealer',
  sourceEventTypes: ['CompanyCreated', 'CompanyUpdated', ...SUBSCRIPTION_EVENT_TYPES],
  publishes: [CompanyRegisteredV1, CompanyUpdatedV1, SubscriptionChangedV1],
  async translate(events, source) {
    // The plan after each subscription event of the batch.
    const statesAt = await statesAfterEach(events, source, {
      isSource: (streamId) => streamId.startsWith(SUBSCRIPTION_STREAM_PREFIX), initial: initialSubscriptionState,
      evolve: (state, stored) => evolveSubscription(state, stored as unknown as SubscriptionEvent),
    });
    return events.flatMap((e) => {
      if (!e.streamId.startsWith(SUBSCRIPTION_STREAM_PREFIX)) return companyPublicEvent(e) ?? [];
      const after = statesAt.get(e.streamId)?.get(e.streamVersion);
      return (after && subscriptionPublicEvent(e, after)) ?? [];
    });
  },
});
