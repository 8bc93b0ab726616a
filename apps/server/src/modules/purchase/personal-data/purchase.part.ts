import { LEAD_STREAM_PREFIX, TRANSACTION_STREAM_PREFIX } from '@marketplace/domain';
import { allOf, historyOf, lastOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

const STEPS = ['PersonalDetailsSaved', 'TradeInSaved', 'PaymentMethodSaved', 'CreditApplicationRecorded', 'ProtectionPlanSaved', 'DeliverySaved', 'DriversLicenseUploaded', 'DriversLicenseConfirmed'];
const MONEY = ['DepositRequested', 'DepositPaid', 'DepositFailed', 'DepositRefundRequested', 'DepositRefunded', 'SurplusPaymentReceived', 'SurplusPaymentRefunded', 'ReturnRefundIssued'];
/** The events that name a stored file: the contract's PDF is named by ContractSigned before ADR 0091, by ContractDocumentStored since. */
const DOCUMENTS = ['DriversLicenseUploaded', 'SignatureUploaded', 'ContractSigned', 'ContractDocumentStored'];

/**
 * The purchase context's part of the export (ADR 0059): each transaction with the vehicle, the details the buyer gave
 * (names, phones, addresses, licence), every step as saved, the deposits and refunds, the signature and the contract,
 * the documents (files the buyer can download from their documents page), the delivery and any return; and the
 * buy-online leads sent on their behalf.
 */
export const purchasePart: PersonalDataPart = {
  section: 'purchases',
  streamPrefixes: [TRANSACTION_STREAM_PREFIX],
  async build({ streams }) {
    return streams.map((s) => {
      const started = lastOf(s, 'TransactionStarted');
      return {
        transactionId: s.streamId.slice(TRANSACTION_STREAM_PREFIX.length),
        streamId: s.streamId,
        startedAt: started?.startedAt ?? s.events[0]?.recordedAt ?? null,
        vehicle: started?.vehicle ?? null,
        personalDetails: lastOf(s, 'PersonalDetailsSaved')?.details ?? null,
        delivery: lastOf(s, 'DeliverySaved'),
        steps: allOf(s, ...STEPS),
        deposits: allOf(s, ...MONEY),
        signatures: allOf(s, 'SignatureUploaded', 'ContractSigned'),
        documents: allOf(s, ...DOCUMENTS).map((d) => ({ type: d.type, at: d.at, file: (d as any).file ?? (d as any).contract ?? null, side: (d as any).side ?? null }))
          .filter((d) => d.file !== null),
        cancelled: lastOf(s, 'TransactionCancelled'),
        history: historyOf(s),
      };
    });
  },
};

/** Buy-online leads (the dealer was sent the buyer's request): what was sent, when. */
export const buyOnlineLeadsPart: PersonalDataPart = {
  section: 'buyOnlineLeads',
  streamPrefixes: [LEAD_STREAM_PREFIX],
  async build({ streams }) {
    return streams.map((s) => ({ leadId: s.streamId.slice(LEAD_STREAM_PREFIX.length), streamId: s.streamId, history: historyOf(s) }));
  },
};
