import { SUBSCRIPTION_STREAM_PREFIX, type PlanKey, type SubscriptionEvent } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection } from '../../../../platform/projections/projection';
import { applyRowModel, type RowModel } from '../../../../platform/projections/row-projection';
import { deadlines } from '../../../../platform/timers/deadlines';
import { LEAD_DELIVERY, type LeadDeliveryPayload } from '../../process/lead-delivery/lead-delivery.deadline';

export const SUBSCRIPTIONS_PROJECTION = 'dealer.subscriptions';

export interface SubscriptionRow {
  readonly companyId: number;
  readonly plan: PlanKey;
  readonly status: string;
  readonly pendingPlan: string | null;
  readonly signedAt: string;
  readonly trialEndsAt: string;
  readonly trialLeadLimit: number;
  readonly stripeCustomerId: string | null;
  readonly stripeSubscriptionId: string | null;
  readonly currentPeriodEnd: string | null;
  readonly cancelsAt: string | null;
  readonly version: number;
  readonly updatedAt: string;
}

export function evolveSubscriptionRow(row: SubscriptionRow | null, event: RecordedEvent): SubscriptionRow | null {
  if (row && event.streamVersion <= row.version) return row;
  const e = event as unknown as SubscriptionEvent;
  if (e.type === 'ContractSigned') {
    const d = e.data;
    return {
      companyId: d.companyId, plan: 'trial', status: 'trial', pendingPlan: null, signedAt: d.signedAt, trialEndsAt: d.trialEndsAt,
      trialLeadLimit: d.trialLeadLimit, stripeCustomerId: null, stripeSubscriptionId: null, currentPeriodEnd: null, cancelsAt: null,
      version: event.streamVersion, updatedAt: d.signedAt,
    };
  }
  if (!row) return null;
  const next = { version: event.streamVersion, updatedAt: e.data.at };
  switch (e.type) {
    case 'PaidPlanRequested':
      return { ...row, ...next, pendingPlan: e.data.plan, stripeCustomerId: e.data.stripeCustomerId, stripeSubscriptionId: e.data.stripeSubscriptionId };
    case 'PaidPlanActivated':
      return {
        ...row, ...next, plan: e.data.plan, status: 'active', pendingPlan: null, currentPeriodEnd: e.data.periodEnd ?? row.currentPeriodEnd,
        // Another subscription than the one cancelling (a new plan chosen meanwhile) is not cancelling.
        cancelsAt: e.data.stripeSubscriptionId === row.stripeSubscriptionId ? row.cancelsAt : null,
      };
    case 'SubscriptionRenewed':
      return { ...row, ...next, status: 'active', currentPeriodEnd: e.data.periodEnd };
    case 'SubscriptionPaymentFailed':
      return { ...row, ...next, status: 'past_due' };
    case 'PaidPlanCancellationRequested':
      return { ...row, ...next, cancelsAt: e.data.cancelsAt };
    case 'SubscriptionCanceled':
      return { ...row, ...next, status: 'canceled', pendingPlan: null, stripeSubscriptionId: null, currentPeriodEnd: null, cancelsAt: null };
    default:
      return row;
  }
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

export const subscriptionsModel: RowModel<SubscriptionRow> = {
  name: SUBSCRIPTIONS_PROJECTION,
  schema: 'dealer',
  table: 'subscriptions',
  keyColumn: 'company_id',
  eventTypes: [
    'ContractSigned', 'PaidPlanRequested', 'PaidPlanActivated', 'SubscriptionRenewed', 'SubscriptionPaymentFailed', 'PaidPlanCancellationRequested',
    'SubscriptionCanceled',
  ] satisfies SubscriptionEvent['type'][],
  keyOf: (e) => (e.streamId.startsWith(SUBSCRIPTION_STREAM_PREFIX) ? e.streamId.slice(SUBSCRIPTION_STREAM_PREFIX.length) : null),
  evolve: evolveSubscriptionRow,
  toColumns: (r) => ({
    company_id: r.companyId, plan: r.plan, status: r.status, pending_plan: r.pendingPlan, signed_at: r.signedAt, trial_ends_at: r.trialEndsAt,
    trial_lead_limit: r.trialLeadLimit, stripe_customer_id: r.stripeCustomerId, stripe_subscription_id: r.stripeSubscriptionId,
    current_period_end: r.currentPeriodEnd, cancels_at: r.cancelsAt, version: r.version, updated_at: r.updatedAt,
  }),
  fromColumns: (c) => ({
    companyId: c.company_id, plan: c.plan, status: c.status, pendingPlan: c.pending_plan, signedAt: iso(c.signed_at), trialEndsAt: iso(c.trial_ends_at),
    trialLeadLimit: c.trial_lead_limit, stripeCustomerId: c.stripe_customer_id, stripeSubscriptionId: c.stripe_subscription_id,
    currentPeriodEnd: c.current_period_end === null ? null : iso(c.current_period_end), cancelsAt: c.cancels_at === null ? null : iso(c.cancels_at),
    version: c.version, updatedAt: iso(c.updated_at),
  }),
};

/**
 * The subscriptions read model. When a paid plan becomes active (live only), the company's held leads are released:
 * each gets its delivery again (version 2 of its deadline: the first one found it held and sent nothing).
 */
export const subscriptionsProjection = () => defineProjection({
  name: SUBSCRIPTIONS_PROJECTION,
  schema: 'dealer',
  tables: ['subscriptions'],
  eventTypes: subscriptionsModel.eventTypes,
  async apply(db, events, ctx) {
    await applyRowModel(subscriptionsModel, db, events);
    if (ctx.mode !== 'live') return;
    const released = [...new Set(events.filter((e) => e.type === 'PaidPlanActivated').map((e) => (e as unknown as { data: { companyId: number } }).data.companyId))];
    if (released.length === 0) return;
    const held = await db.selectFrom('dealer.lead_intents').select(['lead_id', 'created_at'])
      .where('company_id', 'in', released).where('over_trial_limit', '=', true).execute();
    for (const l of held) {
      const payload: LeadDeliveryPayload = { leadId: l.lead_id, price: null };
      await deadlines.schedule(db, { kind: LEAD_DELIVERY, key: l.lead_id, version: 2, dueAt: new Date(l.created_at), payload: { ...payload } });
    }
  },
});
