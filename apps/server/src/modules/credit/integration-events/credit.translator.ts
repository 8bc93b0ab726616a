import { CreditApplicationSubmittedV1, CreditDecidedV1, type IntegrationEventEnvelope } from '@marketplace/contracts';
import { CREDIT_APPLICATION_STREAM_PREFIX, type CreditApplicationEvent } from '@marketplace/domain';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineTranslator, publicEvent, type SourceStreams } from '../../../platform/integration-events/integration-events';

type Started = Extract<CreditApplicationEvent, { type: 'CreditApplicationStarted' }>['data'];

/** The public event of one application event, given how the application started; null when it publishes nothing. */
export function creditPublicEvent(e: RecordedEvent, start: Started): IntegrationEventEnvelope | null {
  const event = e as unknown as CreditApplicationEvent;
  const fact = { applicationId: start.applicationId, userId: start.ownerId, source: start.source };
  switch (event.type) {
    case 'CreditApplicationSubmitted':
      return publicEvent(CreditApplicationSubmittedV1, e, { ...fact, submittedAt: event.data.submittedAt });
    case 'CreditDecided':
      // Outcome, band and lenders only: the score and the factors stay in credit (the factors quote the income).
      return publicEvent(CreditDecidedV1, e, {
        ...fact, outcome: event.data.outcome, band: event.data.band, lenderIds: [...event.data.lenderIds], decidedAt: event.data.decidedAt,
      });
    case 'HumanReviewAnswered':
      // A person's answer is the application's decision too (no bureau: no band, no lenders).
      return publicEvent(CreditDecidedV1, e, { ...fact, outcome: event.data.outcome, band: null, lenderIds: [], decidedAt: event.data.answeredAt });
    default:
      return null;
  }
}

/** How each application of the batch started: its first event (it names the owner and the source). */
async function startsOf(events: readonly RecordedEvent[], source: SourceStreams): Promise<Map<string, Started>> {
  const starts = new Map<string, Started>();
  for (const [streamId, [first]] of await source.readStreams(new Map(events.map((e) => [e.streamId, 1])))) {
    if (first?.type === 'CreditApplicationStarted') starts.set(streamId, (first as unknown as { data: Started }).data);
  }
  return starts;
}

/** Credit's store events → its public events (libs/contracts/src/credit/events.ts). */
export const creditTranslator = defineTranslator({
  module: 'credit',
  sourceEventTypes: ['CreditApplicationSubmitted', 'CreditDecided', 'HumanReviewAnswered'],
  publishes: [CreditApplicationSubmittedV1, CreditDecidedV1],
  async translate(events, source) {
    const mine = events.filter((e) => e.streamId.startsWith(CREDIT_APPLICATION_STREAM_PREFIX));
    const starts = await startsOf(mine, source);
    const published: IntegrationEventEnvelope[] = [];
    for (const e of mine) {
      const start = starts.get(e.streamId);
      const envelope = start ? creditPublicEvent(e, start) : null;
      if (envelope) published.push(envelope);
    }
    return published;
  },
});
