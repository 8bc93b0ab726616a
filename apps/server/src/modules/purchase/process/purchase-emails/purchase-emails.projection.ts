import { transactionIdOfStream } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import type { Projection } from '../../../../platform/projections/projection';
import { deadlineProjection } from '../../../../platform/timers/deadline-projection';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { PurchaseMailKind } from '../../adapters/purchase-mail';

export const PURCHASE_EMAILS_PROJECTION = 'purchase.emails';
export const PURCHASE_EMAIL = 'purchase.email';
const DAY_MS = 24 * 3600 * 1000;

/** The email a fact asks for, keyed by its dedup key (ADR 0020): one per deposit, refund, contract or reservation. */
export function emailDeadlines(events: readonly RecordedEvent[]): Deadline[] {
  const out: Deadline[] = [];
  let current: RecordedEvent | null = null;
  const at = (kind: PurchaseMailKind, transactionId: string, key: string, dueAt: Date, extra: Record<string, unknown> = {}) =>
    out.push({ kind: PURCHASE_EMAIL, key: `${kind}:${key}`, version: 1, dueAt, payload: { kind, transactionId, brand: current?.metadata.brand ?? null, ...extra } });
  for (const e of events) {
    current = e;
    const data = e.data as Record<string, any>;
    const occurred = new Date(e.metadata.occurredAt);
    const transactionId = transactionIdOfStream(e.streamId) ?? (data.transactionId as string | undefined);
    if (!transactionId) continue;
    switch (e.type) {
      case 'DepositPaid':
        at('deposit-receipt', transactionId, `${transactionId}:${data.paymentIntentId}`, occurred);
        break;
      case 'DepositRefunded':
        at('refund-confirmation', transactionId, `${transactionId}:${data.refundId}`, occurred);
        break;
      // The confirmation carries the contract PDF: sent once it is stored (ADR 0091), or at once for a contract signed
      // before, whose PDF came with the signature. The total is the transaction's signed one.
      case 'ContractDocumentStored':
        at('order-confirmation', transactionId, transactionId, occurred);
        break;
      case 'ContractSigned':
        if (data.contract) at('order-confirmation', transactionId, transactionId, occurred, { total: data.total });
        break;
      case 'ReturnRequested':
        at('return-requested', transactionId, transactionId, occurred);
        break;
      case 'ReturnPickupScheduled':
        // A moved pickup is told again (one email per pickup time).
        at('return-pickup-scheduled', transactionId, `${transactionId}:${data.pickupAt}`, occurred, { pickupAt: data.pickupAt });
        break;
      case 'ReturnInspected':
        at('return-inspected', transactionId, transactionId, occurred);
        break;
      case 'ReturnRefundIssued':
        at('return-refunded', transactionId, transactionId, occurred, { total: data.amount });
        break;
      case 'VehicleReserved': {
        const ends = Date.parse(data.expiresAt);
        at('reservation-reminder', transactionId, `${transactionId}:${data.expiresAt}`, new Date(Math.max(occurred.getTime(), ends - DAY_MS)), { reservationEndsAt: data.expiresAt });
        break;
      }
    }
  }
  return out;
}

/** Schedules the purchase emails in the batch transaction; wake-ups after commit. A rebuild sends nothing again. */
export function purchaseEmailsProjection(deps: ProjectionDeps): Projection {
  return deadlineProjection(deps, {
    name: PURCHASE_EMAILS_PROJECTION, schema: 'purchase', eventTypes: [
      'DepositPaid', 'DepositRefunded', 'ContractSigned', 'ContractDocumentStored', 'VehicleReserved', 'ReturnRequested', 'ReturnPickupScheduled', 'ReturnInspected', 'ReturnRefundIssued',
    ],
    deadlinesOf: emailDeadlines,
  });
}
