import { transactionIdOfStream } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import type { Projection } from '../../../../platform/projections/projection';
import { deadlineProjection } from '../../../../platform/timers/deadline-projection';
import type { Deadline } from '../../../../platform/timers/deadlines';

export const ORDER_FINALIZATION_PROJECTION = 'purchase.order-finalization';
/** A signed contract's PDF to draw and record (StoreContractDocument). */
export const CONTRACT_DOCUMENT = 'purchase.contract-document';
/**
 * The signing request draws the PDF itself (its answer shows the contract); the process steps in this long after the
 * signature, when that request died or failed, rather than drawing the same PDF beside it.
 */
export const CONTRACT_DOCUMENT_AFTER_MS = 10_000;

/**
 * Pure: the process's deadlines for a batch. A contract signed without its PDF (ADR 0091) asks for it; one signed
 * before, with its PDF, asks nothing. One deadline per transaction: a batch delivered twice schedules it once.
 */
export function orderFinalizationDeadlines(events: readonly RecordedEvent[]): Deadline[] {
  return events.flatMap((e) => {
    const transactionId = transactionIdOfStream(e.streamId);
    if (e.type !== 'ContractSigned' || !transactionId || (e.data as { contract?: unknown }).contract) return [];
    const dueAt = new Date(Date.parse(e.metadata.occurredAt) + CONTRACT_DOCUMENT_AFTER_MS);
    return [{ kind: CONTRACT_DOCUMENT, key: transactionId, version: 1, dueAt, payload: { transactionId } }];
  });
}

/**
 * The order-finalization process (ADR 0091): what a signed contract needs after the buyer's answer. This projection
 * sets the PDF's deadline; ContractDocumentStored then asks purchase.emails for the confirmation with the PDF, and
 * ContractSigned asks purchase.process to sell the vehicle (settlement).
 */
export function orderFinalizationProjection(deps: ProjectionDeps): Projection {
  return deadlineProjection(deps, {
    name: ORDER_FINALIZATION_PROJECTION, schema: 'purchase', eventTypes: ['ContractSigned'], deadlinesOf: orderFinalizationDeadlines,
  });
}
