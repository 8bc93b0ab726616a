import type { PaidPlanKey, StripeSubscriptionFact } from '@marketplace/domain';
import type { VerifiedEvent } from '../../../platform/payments/payments.port';

export interface SubscriptionFact {
  readonly companyId: number;
  readonly plan: PaidPlanKey;
  readonly stripeSubscriptionId: string;
  readonly fact: StripeSubscriptionFact;
  /** The end of the paid period the event reports (an invoice's line, a subscription's item), or null. */
  readonly periodEnd: string | null;
}

const STATUS_FACT: Readonly<Record<string, StripeSubscriptionFact>> = { active: 'activated', past_due: 'payment_failed', unpaid: 'payment_failed', canceled: 'canceled' };

/** What a verified Stripe event says about a dealer plan, or null for the events plans do not follow. */
export function subscriptionFactOf(event: VerifiedEvent): SubscriptionFact | null {
  const o = event.object;
  const invoice = event.type.startsWith('invoice.');
  const details = invoice ? (o.parent?.subscription_details ?? o.subscription_details ?? {}) : null;
  const metadata: Record<string, unknown> = (invoice ? details?.metadata : o.metadata) ?? {};
  const subscriptionId = invoice ? (details?.subscription ?? o.subscription) : o.id;
  const companyId = Number(metadata.companyId);
  const plan = metadata.plan;
  if (typeof subscriptionId !== 'string' || !Number.isInteger(companyId) || companyId <= 0 || (plan !== 'dealer' && plan !== 'headquarter')) return null;
  let fact: StripeSubscriptionFact | undefined;
  switch (event.type) {
    case 'invoice.paid': fact = 'activated'; break;
    case 'invoice.payment_failed': fact = 'payment_failed'; break;
    case 'customer.subscription.deleted': fact = 'canceled'; break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated': fact = STATUS_FACT[String(o.status)]; break;
    default: fact = undefined;
  }
  return fact ? { companyId, plan, stripeSubscriptionId: subscriptionId, fact, periodEnd: periodEndOf(o, invoice) } : null;
}

/** An invoice's service period (its first line's), or a subscription's current period (its first item's; older API versions: its own). */
function periodEndOf(o: Record<string, any>, invoice: boolean): string | null {
  const end = invoice ? o.lines?.data?.[0]?.period?.end : (o.items?.data?.[0]?.current_period_end ?? o.current_period_end);
  return typeof end === 'number' && end > 0 ? new Date(end * 1000).toISOString() : null;
}
