import { assertNever, DomainError } from '../shared';

/**
 * A company's plan as a stream `subscription-<companyId>` (issue #14 item 7, ADR 0032). The contract signature starts
 * the trial: 30 days from the signature, up to 100 leads; past either limit new leads are held until a paid plan is
 * active. Paid plans (Dealer, Headquarter) are Stripe subscriptions: choosing one records the Stripe ids, and Stripe's
 * signed webhooks move it (active, renewed, payment failed, cancelled). A Stripe event id is applied once. A paid plan
 * is cancelled at the end of its paid period: the request is recorded (with who asked) when Stripe accepted it, and
 * the plan ends when Stripe says the subscription is deleted. A company has at most one live subscription: another plan
 * is chosen once the paid one ended, never beside it (ADR 0032, amendment).
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

/** Statuses of a paid plan (a failed payment is a grace period): held leads are released, and the plan can be cancelled. */
export const PAID_STATUSES = ['active', 'past_due'] as const satisfies readonly SubscriptionStatus[];
const isPaid = (status: SubscriptionStatus) => (PAID_STATUSES as readonly SubscriptionStatus[]).includes(status);

/** What a Stripe event says about a subscription, reduced by the adapter. */
export type StripeSubscriptionFact = 'activated' | 'payment_failed' | 'canceled';

export type SubscriptionEvent =
  | { type: 'ContractSigned'; data: { companyId: number; signedAt: string; trialEndsAt: string; trialLeadLimit: number } }
  | {
    type: 'PaidPlanRequested';
    /** `stripeStatus`: the subscription's status in Stripe's answer to its creation (absent from events recorded before it was kept). */
    data: { companyId: number; plan: PaidPlanKey; stripeCustomerId: string; stripeSubscriptionId: string; at: string; stripeStatus?: string };
  }
  | {
    type: 'PaidPlanActivated';
    /** `periodEnd`: the end of the paid period (absent from events recorded before it was kept). */
    data: { companyId: number; plan: PaidPlanKey; stripeSubscriptionId: string; stripeEventId: string; at: string; periodEnd?: string | null };
  }
  /** The next period of an active plan was paid. */
  | { type: 'SubscriptionRenewed'; data: { companyId: number; stripeSubscriptionId: string; stripeEventId: string; periodEnd: string; at: string } }
  | { type: 'SubscriptionPaymentFailed'; data: { companyId: number; stripeSubscriptionId: string; stripeEventId: string; at: string } }
  /** Stripe accepted to cancel the subscription at the end of its paid period, `cancelsAt`; `requestedBy`: the user who asked. */
  | {
    type: 'PaidPlanCancellationRequested';
    data: { companyId: number; stripeSubscriptionId: string; cancelsAt: string; requestedBy: string | null; at: string };
  }
  | { type: 'SubscriptionCanceled'; data: { companyId: number; stripeSubscriptionId: string; stripeEventId: string; at: string } };

export type SubscriptionState =
  | { readonly kind: 'none' }
  | {
    readonly kind: 'signed'; readonly companyId: number; readonly signedAt: string; readonly trialEndsAt: string;
    readonly plan: PlanKey; readonly status: SubscriptionStatus; readonly pendingPlan: PaidPlanKey | null;
    /** Stripe's status of the pending plan's subscription when it was created (null: not known). */
    readonly pendingStripeStatus: string | null;
    readonly stripeCustomerId: string | null; readonly stripeSubscriptionId: string | null; readonly seenStripeEvents: readonly string[];
    /** Every Stripe subscription this company requested (an event of an older one is ignored). */
    readonly requestedSubscriptions: readonly string[];
    /** The end of the paid period Stripe last reported (null: not known). */
    readonly periodEnd: string | null;
    /** A cancellation at the period's end, of the subscription named (a newer subscription is not cancelling). */
    readonly cancellation: { readonly stripeSubscriptionId: string; readonly cancelsAt: string } | null;
  };

export const initialSubscriptionState: SubscriptionState = { kind: 'none' };

export type SubscriptionCommand =
  | { type: 'SignContract'; data: { companyId: number; now: string } }
  | {
    type: 'RequestPaidPlan';
    data: { companyId: number; plan: PaidPlanKey; stripeCustomerId: string; stripeSubscriptionId: string; now: string; stripeStatus?: string };
  }
  /** Records a cancellation Stripe accepted (see `subscriptionToCancel`, checked before asking Stripe). */
  | { type: 'RequestPlanCancellation'; data: { companyId: number; stripeSubscriptionId: string; cancelsAt: string; requestedBy: string | null; now: string } }
  | {
    type: 'ApplyStripeSubscriptionEvent';
    data: {
      companyId: number; stripeEventId: string; fact: StripeSubscriptionFact; plan: PaidPlanKey; stripeSubscriptionId: string; at: string;
      /** The end of the paid period the event reports, when it reports one. */
      periodEnd: string | null;
    };
  };

export const SubscriptionErrors = {
  notSigned: () => new DomainError('dealer.contract_not_signed', 'conflict', 'The company has not signed its contract yet', 'companyId'),
  alreadySigned: () => new DomainError('dealer.contract_already_signed', 'conflict', 'The contract is already signed', 'companyId'),
  /** Stripe may send a subscription's first events before its creation call returned: answered 409, Stripe retries. */
  unknownSubscription: () => new DomainError('dealer.subscription_not_recorded_yet', 'conflict', 'This subscription is not recorded yet', 'stripeSubscriptionId'),
  samePlan: () => new DomainError('dealer.plan_already_active', 'conflict', 'This plan is already active', 'plan'),
  noPaidPlan: () => new DomainError('dealer.no_paid_plan', 'conflict', 'The company has no paid plan to cancel', 'companyId'),
  alreadyCancelling: () => new DomainError('dealer.plan_cancellation_already_requested', 'conflict', 'The plan is already cancelled at the end of its period', 'companyId'),
  /** A newer plan waits for its first payment: which subscription to cancel would be ambiguous. */
  planChangePending: () => new DomainError('dealer.plan_change_pending', 'conflict', 'A plan change is waiting for its payment', 'plan'),
  /** One live subscription per company: another plan is chosen once the paid one ended (cancel it first). */
  paidPlanNotEnded: () => new DomainError('dealer.paid_plan_not_ended', 'conflict', 'The company\'s paid plan has not ended: cancel it first', 'plan'),
};

/** The trial's end: the signature plus 30 days (ADR 0032). */
export const trialEndOf = (signedAt: string) => new Date(Date.parse(signedAt) + TRIAL_DAYS * DAY_MS).toISOString();

const STATUS_OF: Record<StripeSubscriptionFact, SubscriptionStatus> = { activated: 'active', payment_failed: 'past_due', canceled: 'canceled' };

/** The cancellation in force: one of the current subscription (a cancelled plan that was replaced is not cancelling). */
export function cancelsAtOf(state: SubscriptionState): string | null {
  if (state.kind !== 'signed' || !state.cancellation || state.cancellation.stripeSubscriptionId !== state.stripeSubscriptionId) return null;
  return state.cancellation.cancelsAt;
}

/**
 * Whether a requested plan still waits for a first payment that may come: Stripe answered its creation with an
 * `incomplete` subscription when the first payment was declined (or needs an authentication the page does not offer),
 * which Stripe never bills and lets expire; a request recorded before that answer was kept does not block either.
 */
const pendingMayActivate = (state: Extract<SubscriptionState, { kind: 'signed' }>) =>
  state.pendingPlan !== null && state.pendingStripeStatus !== null && state.pendingStripeStatus !== 'incomplete';

/**
 * The Stripe subscription a cancellation applies to, checked before asking Stripe: a paid plan (active, or in its
 * payment grace period), not already cancelling, and no newer plan waiting for its payment. Otherwise 409.
 */
export function subscriptionToCancel(state: SubscriptionState): string {
  if (state.kind !== 'signed' || !isPaid(state.status) || !state.stripeSubscriptionId) throw SubscriptionErrors.noPaidPlan();
  if (state.pendingPlan) throw SubscriptionErrors.planChangePending();
  if (cancelsAtOf(state)) throw SubscriptionErrors.alreadyCancelling();
  return state.stripeSubscriptionId;
}

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  if (event.type === 'ContractSigned') {
    const { companyId, signedAt, trialEndsAt } = event.data;
    return {
      kind: 'signed', companyId, signedAt, trialEndsAt, plan: 'trial', status: 'trial', pendingPlan: null, pendingStripeStatus: null,
      stripeCustomerId: null, stripeSubscriptionId: null,
      seenStripeEvents: [], requestedSubscriptions: [], periodEnd: null, cancellation: null,
    };
  }
  if (state.kind !== 'signed') return state;
  switch (event.type) {
    case 'PaidPlanRequested':
      return {
        ...state, pendingPlan: event.data.plan, pendingStripeStatus: event.data.stripeStatus ?? null, stripeCustomerId: event.data.stripeCustomerId, stripeSubscriptionId: event.data.stripeSubscriptionId,
        requestedSubscriptions: [...state.requestedSubscriptions, event.data.stripeSubscriptionId],
      };
    case 'PaidPlanActivated':
      return {
        ...state, plan: event.data.plan, status: 'active', pendingPlan: null, pendingStripeStatus: null, periodEnd: event.data.periodEnd ?? state.periodEnd,
        seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId],
      };
    case 'SubscriptionRenewed':
      return { ...state, status: 'active', periodEnd: event.data.periodEnd, seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId] };
    case 'SubscriptionPaymentFailed':
      return { ...state, status: 'past_due', seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId] };
    case 'PaidPlanCancellationRequested':
      return { ...state, cancellation: { stripeSubscriptionId: event.data.stripeSubscriptionId, cancelsAt: event.data.cancelsAt } };
    case 'SubscriptionCanceled':
      // A cancelled Stripe subscription is over: its late events no longer match (a new plan is a new subscription).
      return {
        ...state, status: 'canceled', pendingPlan: null, pendingStripeStatus: null, stripeSubscriptionId: null, periodEnd: null, cancellation: null,
        seenStripeEvents: [...state.seenStripeEvents, event.data.stripeEventId],
      };
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
      const { now, stripeStatus, ...data } = command.data;
      // Recorded already (a double click: the same Stripe idempotency key replayed the same subscription): nothing new.
      if (state.stripeSubscriptionId === data.stripeSubscriptionId) return [];
      if (state.status === 'active' && state.plan === data.plan) throw SubscriptionErrors.samePlan();
      // Never a second live subscription: no change beside a paid plan (even cancelling: it is paid until its end), nor
      // beside a request whose first payment may still come.
      if (isPaid(state.status)) throw SubscriptionErrors.paidPlanNotEnded();
      if (pendingMayActivate(state)) throw SubscriptionErrors.planChangePending();
      return [{ type: 'PaidPlanRequested', data: { ...data, at: now, ...(stripeStatus === undefined ? {} : { stripeStatus }) } }];
    }
    case 'RequestPlanCancellation': {
      const { now, ...data } = command.data;
      // Recorded already (a retried request, whose Stripe call was replayed by its idempotency key): nothing new.
      if (state.kind === 'signed' && state.cancellation?.stripeSubscriptionId === data.stripeSubscriptionId && cancelsAtOf(state)) return [];
      if (subscriptionToCancel(state) !== data.stripeSubscriptionId) throw SubscriptionErrors.noPaidPlan();
      return [{ type: 'PaidPlanCancellationRequested', data: { ...data, at: now } }];
    }
    case 'ApplyStripeSubscriptionEvent': {
      const d = command.data;
      // A redelivered event, an event before the contract, or one about another (older) subscription changes nothing.
      if (state.kind !== 'signed' || state.seenStripeEvents.includes(d.stripeEventId)) return [];
      if (!state.requestedSubscriptions.includes(d.stripeSubscriptionId)) throw SubscriptionErrors.unknownSubscription();
      if (state.stripeSubscriptionId !== d.stripeSubscriptionId) return [];
      // During the trial only an activation counts: a declined first payment or an abandoned subscription leaves the trial as it was.
      if (state.status === 'trial' && d.fact !== 'activated') return [];
      const common = { companyId: d.companyId, stripeSubscriptionId: d.stripeSubscriptionId, stripeEventId: d.stripeEventId, at: d.at };
      if (state.status === STATUS_OF[d.fact] && (d.fact !== 'activated' || state.plan === d.plan)) {
        // Already active on this plan: only a later paid period (a renewal) is news; Stripe reports it twice (invoice, subscription).
        const renewed = d.fact === 'activated' && d.periodEnd !== null && (state.periodEnd === null || d.periodEnd > state.periodEnd);
        return renewed ? [{ type: 'SubscriptionRenewed', data: { ...common, periodEnd: d.periodEnd! } }] : [];
      }
      switch (d.fact) {
        case 'activated': return [{ type: 'PaidPlanActivated', data: { ...common, plan: d.plan, periodEnd: d.periodEnd } }];
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
