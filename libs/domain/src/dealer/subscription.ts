import { assertNever, DomainError } from '../shared';

/**
 * A company's plan as a stream `subscription-<companyId>` (issue #14 item 7, ADR 0032). The contract signature starts
 * the trial: 30 days from the signature, up to 100 leads; past either limit new leads are held until a paid plan is
 * active. Paid plans (Dealer, Headquarter) are Stripe subscriptions: choosing one records the Stripe ids, and Stripe's
 * signed webhooks move it (active, payment failed, cancelled). A Stripe event id is applied once.
 */
export const SUBSCRIPTION_STREAM_PREFIX = 'subscription-';
export const subscriptionStreamId = (companyId: number) => `${SUBSCRIPTION_STREAM_PREFIX}${companyId}`;

/** Spec §1 and §9: the plans and their monthly price in dollars. */
export const PLANS = [
  { key: 'trial', monthlyPrice: 0 },
  { key: 'dealer', monthlyPrice: 250 },
  { key: 'headquarter', monthlyPrice: 500 },
] as const;
export type PlanKey = (typeof PLANS)[number]['key'];
export type PaidPlanKey = Exclude<PlanKey, 'trial'>;
export const TRIAL_DAYS = 30;
export const TRIAL_LEAD_LIMIT = 100;
const DAY_MS = 86_400_000;

export type SubscriptionStatus = 'trial' | 'active' | 'past_due' | 'canceled';

/** What a Stripe event says about a subscription, reduced by the adapter. */
export type StripeSubscriptionFact = 'activated' | 'payment_failed' | 'canceled';

export type SubscriptionEvent =
  | { type: 'ContractSigned'; data: { companyId: number; signedAt: string; trialEndsAt: string; trialLeadLimit: number } }
  | { type: 'PaidPlanRequested'; data: { companyId: number; plan: PaidPlanKey; stripeCustomerId: string; stripeSubscriptionId: string; at: string } }
  | { type: 'PaidPlanActivated'; data: { companyId: number; plan: PaidPlanKey; stripeSubscriptionId: string; stripeEventId: string; at: string } }
  | { type: 'SubscriptionPaymentFailed'; data: { companyId: number; stripeSubscriptionId: string; stripeEventId: string; at: string } }
  | { type: 'SubscriptionCanceled'; data: { companyId: number; stripeSubscriptionId: string; stripeEventId: string; at: string } };

export type SubscriptionState =
  | { readonly kind: 'none' }
  | {
    readonly kind: 'signed'; readonly companyId: number; readonly signedAt: string; readonly trialEndsAt: string;
    readonly plan: PlanKey; readonly status: SubscriptionStatus; readonly pendingPlan: PaidPlanKey | null;
    readonly stripeCustomerId: string | null; readonly stripeSubscriptionId: string | null; readonly seenStripeEvents: readonly string[];
    /** Every Stripe subscription this company requested (an event of an older one is ignored). */
    readonly requestedSubscriptions: readonly string[];
  };

export const initialSubscriptionState: SubscriptionState = { kind: 'none' };

export type SubscriptionCommand =
  | { type: 'SignContract'; data: { companyId: number; now: string } }
  | { type: 'RequestPaidPlan'; data: { companyId: number; plan: PaidPlanKey; stripeCustomerId: string; stripeSubscriptionId: string; now: string } }
  | {
    type: 'ApplyStripeSubscriptionEvent';
    data: { companyId: number; stripeEventId: string; fact: StripeSubscriptionFact; plan: PaidPlanKey; stripeSubscriptionId: string; at: string };
  };

export const SubscriptionErrors = {
  notSigned: () => new DomainError('dealer.contract_not_signed', 'conflict', 'The company has not signed its contract yet', 'companyId'),
  alreadySigned: () => new DomainError('dealer.contract_already_signed', 'conflict', 'The contract is already signed', 'companyId'),
  /** Stripe may send a subscription's first events before its creation call returned: answered 409, Stripe retries. */
  unknownSubscription: () => new DomainError('dealer.subscription_not_recorded_yet', 'conflict', 'This subscription is not recorded yet', 'stripeSubscriptionId'),
  samePlan: () => new DomainError('dealer.plan_already_active', 'conflict', 'This plan is already active', 'plan'),
};

/** The trial's end: the signature plus 30 days (ADR 0032). */
export const trialEndOf = (signedAt: string) => new Date(Date.parse(signedAt) + TRIAL_DAYS * DAY_MS).toISOString();

const STATUS_OF: Record<StripeSubscriptionFact, SubscriptionStatus> = { activated: 'active', payment_failed: 'past_due', canceled: 'canceled' };

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  if (event.type === 'ContractSigned') {
    const { companyId, signedAt, trialEndsAt } = event.data;
    return { kind: 'signed', companyId, signedAt, trialEndsAt, plan: 'trial', status: 'trial', pendingPlan: null, stripeCustomerId: null, stripeSubscriptionId: null, seenStripeEvents: [], requestedSubscriptions: [] };
  }
  if (state.kind !== 'signed') return state;
  switch (event.type) {
    case 'PaidPlanRequested':
      return {
        ...state, pendingPlan: event.data.plan, stripeCustomerId: event.data.stripeCustomerId, stripeSubscriptionId: event.data.stripeSubscriptionId,
        requestedSubscriptions: [...state.requestedSubscriptions, event.data.stripeSubscriptionId],
      };
    case 'PaidPlanActivated':
      return { ...state, plan: event.data.plan, status: 'active', pendingPlan: null, seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId] };
    case 'SubscriptionPaymentFailed':
      return { ...state, status: 'past_due', seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId] };
    case 'SubscriptionCanceled':
      // A cancelled Stripe subscription is over: its late events no longer match (a new plan is a new subscription).
      return { ...state, status: 'canceled', pendingPlan: null, stripeSubscriptionId: null, seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId] };
    default:
      return assertNever(event);
  }
}

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'SignContract': {
      if (state.kind === 'signed') throw SubscriptionErrors.alreadySigned();
      const { companyId, now } = command.data;
      return [{ type: 'ContractSigned', data: { companyId, signedAt: now, trialEndsAt: trialEndOf(now), trialLeadLimit: TRIAL_LEAD_LIMIT } }];
    }
    case 'RequestPaidPlan': {
      if (state.kind !== 'signed') throw SubscriptionErrors.notSigned();
      const { now, ...data } = command.data;
      if (state.status === 'active' && state.plan === data.plan) throw SubscriptionErrors.samePlan();
      if (state.stripeSubscriptionId === data.stripeSubscriptionId) return [];
      return [{ type: 'PaidPlanRequested', data: { ...data, at: now } }];
    }
    case 'ApplyStripeSubscriptionEvent': {
      const d = command.data;
      // A redelivered event, an event before the contract, or one about another (older) subscription changes nothing.
      if (state.kind !== 'signed' || state.seenStripeEvents.includes(d.stripeEventId)) return [];
      if (!state.requestedSubscriptions.includes(d.stripeSubscriptionId)) throw SubscriptionErrors.unknownSubscription();
      if (state.stripeSubscriptionId !== d.stripeSubscriptionId) return [];
      // During the trial only an activation counts: a declined first payment or an abandoned subscription leaves the trial as it was.
      if (state.status === 'trial' && d.fact !== 'activated') return [];
      if (state.status === STATUS_OF[d.fact] && (d.fact !== 'activated' || state.plan === d.plan)) return [];
      const common = { companyId: d.companyId, stripeSubscriptionId: d.stripeSubscriptionId, stripeEventId: d.stripeEventId, at: d.at };
      switch (d.fact) {
        case 'activated': return [{ type: 'PaidPlanActivated', data: { ...common, plan: d.plan } }];
        case 'payment_failed': return [{ type: 'SubscriptionPaymentFailed', data: common }];
        case 'canceled': return [{ type: 'SubscriptionCanceled', data: common }];
        default: return assertNever(d.fact);
      }
    }
    default:
      return assertNever(command);
  }
}

export const subscriptionDecider = { initialState: initialSubscriptionState, decide: decideSubscription, evolve: evolveSubscription };
