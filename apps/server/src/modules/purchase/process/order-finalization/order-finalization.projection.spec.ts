import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { emailDeadlines, PURCHASE_EMAIL } from '../purchase-emails/purchase-emails.projection';
import { CONTRACT_DOCUMENT, CONTRACT_DOCUMENT_AFTER_MS, orderFinalizationDeadlines } from './order-finalization.projection';

const TX = '33333333-3333-4333-8333-333333333333';
const SIGNED_AT = '2026-03-02T15:00:00.000Z';
const file = { fileId: 'f', contentType: 'application/pdf', bytes: 1000 };

function recorded(type: string, data: Record<string, unknown>, streamId = `purchase-${TX}`): RecordedEvent {
  const metadata = { eventId: `${type}-1`, correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: 'demo', occurredAt: SIGNED_AT };
  return { streamId, streamVersion: 20, type, data, schemaVersion: 1, recordedAt: new Date(SIGNED_AT), globalPosition: { transactionId: '9', position: '1' }, metadata };
}
const signed = recorded('ContractSigned', { transactionId: TX, total: 3_000_000, signedAt: SIGNED_AT, deal: {} });

describe('the order-finalization process (ADR 0091): what a signature sets in motion', () => {
  it('asks for the contract PDF once per transaction, after the signing request had its chance to draw it', () => {
    expect(orderFinalizationDeadlines([signed])).toEqual([{
      kind: CONTRACT_DOCUMENT, key: TX, version: 1, dueAt: new Date(Date.parse(SIGNED_AT) + CONTRACT_DOCUMENT_AFTER_MS), payload: { transactionId: TX },
    }]);
    // Delivered twice: the same deadline (key and version), which the deadlines table keeps once.
    expect(orderFinalizationDeadlines([signed, signed]).map((d) => `${d.kind}:${d.key}:${d.version}`)).toEqual([`${CONTRACT_DOCUMENT}:${TX}:1`, `${CONTRACT_DOCUMENT}:${TX}:1`]);
  });

  it('asks nothing for a contract signed with its PDF (before ADR 0091), nor for another stream\'s ContractSigned', () => {
    expect(orderFinalizationDeadlines([recorded('ContractSigned', { transactionId: TX, contract: file, total: 1 })])).toEqual([]);
    expect(orderFinalizationDeadlines([recorded('ContractSigned', { companyId: 2 }, 'company-2')])).toEqual([]);
  });

  it('sends the order confirmation (with the PDF) once the PDF is stored, under the one key it always had', () => {
    expect(emailDeadlines([signed])).toEqual([]);
    const [mail] = emailDeadlines([recorded('ContractDocumentStored', { transactionId: TX, contract: file, storedAt: SIGNED_AT })]);
    expect(mail).toMatchObject({ kind: PURCHASE_EMAIL, key: `order-confirmation:${TX}`, payload: { kind: 'order-confirmation', transactionId: TX, brand: 'demo' } });
    // A contract signed before: its confirmation followed the signature, with its total.
    expect(emailDeadlines([recorded('ContractSigned', { transactionId: TX, contract: file, total: 7 })])).toMatchObject([{ key: `order-confirmation:${TX}`, payload: { total: 7 } }]);
  });
});
