import type { VerifiedEvent } from '../../../../platform/payments/payments.port';

export interface DepositFact {
  readonly kind: 'created' | 'succeeded' | 'failed' | 'refunded';
  readonly paymentIntentId: string;
  readonly amount: number;
  readonly transactionId: string | null;
  readonly refundId?: string;
  readonly reason?: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The deposit fact a verified Stripe event states, or null for events the purchase does not follow. */
export function depositFactOf(event: VerifiedEvent): DepositFact | null {
  const o = event.object;
  const transactionId = str(o.metadata?.transactionId);
  switch (event.type) {
    case 'payment_intent.created':
      return str(o.id) ? { kind: 'created', paymentIntentId: o.id, amount: num(o.amount), transactionId } : null;
    case 'payment_intent.succeeded':
      return str(o.id) ? { kind: 'succeeded', paymentIntentId: o.id, amount: num(o.amount_received) || num(o.amount), transactionId } : null;
    case 'payment_intent.payment_failed':
      return str(o.id)
        ? { kind: 'failed', paymentIntentId: o.id, amount: num(o.amount), transactionId, reason: str(o.last_payment_error?.decline_code) ?? str(o.last_payment_error?.code) ?? 'failed' }
        : null;
    case 'charge.refunded':
      // Only a full refund ends the deposit.
      if (!str(o.payment_intent) || !o.refunded) return null;
      return { kind: 'refunded', paymentIntentId: o.payment_intent, amount: num(o.amount_refunded), transactionId, refundId: str(o.refunds?.data?.[0]?.id) ?? o.id };
    case 'refund.created':
    case 'refund.updated':
      if (!str(o.payment_intent) || o.status !== 'succeeded') return null;
      return { kind: 'refunded', paymentIntentId: o.payment_intent, amount: num(o.amount), transactionId, refundId: o.id };
    default:
      return null;
  }
}
