import {
  ContractSignedV1, DepositPaidV1, DepositRefundedV1, LeadSubmittedV1, StepSavedV1, TransactionCancelledV1, TransactionStartedV1,
  type DataOf, type IntegrationEventEnvelope,
} from '@marketplace/contracts';
import {
  LEAD_STREAM_PREFIX, TRANSACTION_STREAM_PREFIX, type FormStep, type LeadEvent, type TransactionEvent,
} from '@marketplace/domain';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineTranslator, publicEvent, type SourceStreams } from '../../../platform/integration-events/integration-events';

type Started = Extract<TransactionEvent, { type: 'TransactionStarted' }>['data'];
type TransactionFact = Pick<DataOf<typeof DepositPaidV1>, 'transactionId' | 'customerUserId' | 'vehicle'>;

/** Store events that save a form step, and the step they save. */
const STEP_SAVED: Readonly<Partial<Record<TransactionEvent['type'], FormStep>>> = {
  PersonalDetailsSaved: 'personal-details',
  TradeInSaved: 'trade-in',
  PaymentMethodSaved: 'payment-method',
  ProtectionPlanSaved: 'protection-plan',
  DeliverySaved: 'delivery',
  DriversLicenseConfirmed: 'drivers-license',
};

/** Each public event and the store events it is published from (a consumer reads only those it needs). */
const SOURCES_OF: Readonly<Record<string, readonly (TransactionEvent | LeadEvent)['type'][]>> = {
  [TransactionStartedV1.type]: ['TransactionStarted'],
  [StepSavedV1.type]: Object.keys(STEP_SAVED) as TransactionEvent['type'][],
  [DepositPaidV1.type]: ['DepositPaid'],
  [DepositRefundedV1.type]: ['DepositRefunded'],
  [ContractSignedV1.type]: ['ContractSigned'],
  [TransactionCancelledV1.type]: ['TransactionCancelled'],
  [LeadSubmittedV1.type]: ['LeadSubmitted'],
};

function fact(start: Started): TransactionFact {
  const v = start.vehicle;
  return {
    transactionId: start.transactionId,
    customerUserId: start.userId,
    vehicle: { vehicleId: v.vehicleId, companyId: v.dealer.companyId, year: v.year, make: v.make, model: v.model, vin: v.vin, condition: v.condition },
  };
}

/** The public event of one transaction event, given how its transaction started; null when it publishes nothing. */
export function transactionPublicEvent(e: RecordedEvent, start: Started): IntegrationEventEnvelope | null {
  const event = e as unknown as TransactionEvent;
  // The transaction's fact goes last (`{ ...base, more }` takes V8's slow path, ADR 0045); no key of it repeats.
  const base = fact(start);
  switch (event.type) {
    case 'TransactionStarted':
      return publicEvent(TransactionStartedV1, e, { trim: start.vehicle.trim, price: start.vehicle.price, startedAt: start.startedAt, ...base });
    case 'DepositPaid':
      return publicEvent(DepositPaidV1, e, { amount: event.data.amount, currency: 'cad', ...base });
    case 'DepositRefunded':
      return publicEvent(DepositRefundedV1, e, { amount: event.data.amount, currency: 'cad', ...base });
    case 'ContractSigned':
      return publicEvent(ContractSignedV1, e, { total: event.data.total, deposit: event.data.deposit, ...base });
    case 'TransactionCancelled':
      return publicEvent(TransactionCancelledV1, e, { reason: event.data.reason, ...base });
    default: {
      const step = STEP_SAVED[event.type];
      if (!step) return null;
      const completed = event.type === 'DriversLicenseConfirmed' ? true : (event.data as { completed: boolean }).completed;
      return publicEvent(StepSavedV1, e, { step, completed, ...base });
    }
  }
}

export function leadPublicEvent(e: RecordedEvent): IntegrationEventEnvelope {
  const d = (e as unknown as LeadEvent).data;
  return publicEvent(LeadSubmittedV1, e, {
    leadId: d.leadId, customerUserId: d.userId, transactionId: d.transactionId, kind: d.kind, hasMessage: d.message !== null,
    vehicle: {
      vehicleId: d.vehicle.vehicleId, companyId: d.vehicle.companyId, year: d.vehicle.year, make: d.vehicle.make, model: d.vehicle.model,
      ...(d.vehicle.vin === undefined ? {} : { vin: d.vehicle.vin }), ...(d.vehicle.condition === undefined ? {} : { condition: d.vehicle.condition }),
    },
  });
}

/**
 * How each transaction of the batch started: from the batch itself, else from the first event of its stream (the only
 * earlier event a public event needs: it names the buyer and the vehicle), all read in one statement.
 */
async function startsOf(events: readonly RecordedEvent[], source: SourceStreams): Promise<Map<string, Started>> {
  const starts = new Map<string, Started>();
  for (const e of events) if (e.type === 'TransactionStarted') starts.set(e.streamId, (e as unknown as { data: Started }).data);
  const missing = new Map(events.filter((e) => !starts.has(e.streamId)).map((e) => [e.streamId, 1]));
  for (const [streamId, [first]] of await source.readStreams(missing)) {
    if (first?.type === 'TransactionStarted') starts.set(streamId, (first as unknown as { data: Started }).data);
  }
  return starts;
}

/** Purchase's store events → its public events (libs/contracts/src/purchase/events.ts). */
export const purchaseTranslator = defineTranslator({
  module: 'purchase',
  sourceEventTypes: Object.values(SOURCES_OF).flat(),
  publishes: [TransactionStartedV1, StepSavedV1, DepositPaidV1, DepositRefundedV1, ContractSignedV1, TransactionCancelledV1, LeadSubmittedV1],
  sourcesOf: SOURCES_OF,
  async translate(events, source) {
    const transactionEvents = events.filter((e) => e.streamId.startsWith(TRANSACTION_STREAM_PREFIX));
    const starts = await startsOf(transactionEvents, source);
    const published: IntegrationEventEnvelope[] = [];
    for (const e of events) {
      if (e.streamId.startsWith(LEAD_STREAM_PREFIX) && e.type === 'LeadSubmitted') {
        published.push(leadPublicEvent(e));
        continue;
      }
      const start = e.streamId.startsWith(TRANSACTION_STREAM_PREFIX) ? starts.get(e.streamId) : undefined;
      const envelope = start ? transactionPublicEvent(e, start) : null;
      if (envelope) published.push(envelope);
    }
    return published;
  },
});
