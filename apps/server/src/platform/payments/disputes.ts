import type { StripeDisputeFacts } from '@marketplace/domain';
import type { VerifiedEvent } from './payments.port';

/** A card dispute as Stripe's `charge.dispute.*` webhooks state it (https://docs.stripe.com/api/disputes/object). */
export interface DisputeFacts extends StripeDisputeFacts {
  readonly kind: 'created' | 'updated' | 'closed';
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);

/** The dispute a verified event carries, or null for another event (or a dispute without an id). */
export function disputeFactsOf(event: VerifiedEvent): DisputeFacts | null {
  const kind = ({ 'charge.dispute.created': 'created', 'charge.dispute.updated': 'updated', 'charge.dispute.closed': 'closed' } as const)[event.type];
  const o = event.object;
  if (!kind || o.object !== 'dispute' || !str(o.id)) return null;
  const due = o.evidence_details?.due_by;
  return {
    kind, disputeId: o.id, chargeId: idOf(o.charge), paymentIntentId: idOf(o.payment_intent), reason: str(o.reason) ?? 'general',
    amount: typeof o.amount === 'number' ? o.amount : 0, currency: str(o.currency) ?? 'cad', status: str(o.status) ?? 'needs_response',
    evidenceDueBy: typeof due === 'number' ? new Date(due * 1000).toISOString() : null,
  };
}
