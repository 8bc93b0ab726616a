import { randomUUID } from 'node:crypto';
import { sourceStreamsOf } from '../../../platform/integration-events/integration-events';
import { creditIntegrationEvents } from '@marketplace/contracts';
import { creditApplicationStreamId, type CreditApplicationEvent } from '@marketplace/domain';
import { newEvent } from '../../../platform/event-store/event-store.contract';
import { Expected } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { creditTranslator } from './credit.translator';

const T0 = '2026-11-20T15:00:00.000Z';
const sealed = { $sealed: 'SEALED-MARKER' };

async function storedApplication() {
  const store = new InMemoryEventStore();
  const applicationId = randomUUID();
  const events: CreditApplicationEvent[] = [
    { type: 'CreditApplicationStarted', data: { applicationId, ownerId: 'user-1', source: 'wizard', startedAt: T0 } },
    { type: 'CreditPageSaved', data: { page: 'budget', answer: sealed as never, sin: sealed, facts: {}, savedAt: T0 } },
    { type: 'CreditApplicationSubmitted', data: { submittedAt: T0 } },
    {
      type: 'CreditDecided',
      data: {
        outcome: 'congratulations', score: 795, band: 'excellent', bureau: 'simulated', tier: 1, lenderIds: ['desjardins'],
        approvedAmount: { min: 1, max: 2 }, indicativeRate: 6.99, factors: sealed, decidedAt: T0,
      },
    },
  ];
  await store.appendToStream(creditApplicationStreamId(applicationId), events.map((e) => newEvent(e.type, e.data)), Expected.noStream);
  const all = await store.readAll({ transactionId: '0', position: '0' }, 100);
  return { store, applicationId, events: all.filter((e) => creditTranslator.sourceEventTypes.includes(e.type)) };
}

describe('credit translator', () => {
  it('publishes submitted and decided, valid against their declarations, with the band and never the score or a sealed value', async () => {
    const { store, applicationId, events } = await storedApplication();
    const published = await creditTranslator.translate(events, sourceStreamsOf(store));
    expect(published.map((e) => e.type)).toEqual(['credit.application-submitted.v1', 'credit.decided.v1']);
    for (const e of published) expect(creditIntegrationEvents.parse(e)).toEqual(e);
    expect(published[1].data).toEqual({
      applicationId, userId: 'user-1', source: 'wizard', outcome: 'congratulations', band: 'excellent', lenderIds: ['desjardins'], decidedAt: T0,
    });
    expect(JSON.stringify(published)).not.toMatch(/SEALED-MARKER|"score"|"factors"/);
    // Translating again gives the same envelopes (ids derived from the store events).
    expect(await creditTranslator.translate(events, sourceStreamsOf(store))).toEqual(published);
  });

  it("publishes a person's answer to a review as the decision, without a band or lenders", async () => {
    const store = new InMemoryEventStore();
    const applicationId = randomUUID();
    const events: CreditApplicationEvent[] = [
      { type: 'CreditApplicationStarted', data: { applicationId, ownerId: 'user-2', source: 'purchase', startedAt: T0 } },
      { type: 'CreditApplicationSubmitted', data: { submittedAt: T0 } },
      { type: 'HumanReviewAnswered', data: { reviewerId: 'admin-1', outcome: 'refused', message: 'Income too low.', answeredAt: T0 } },
    ];
    await store.appendToStream(creditApplicationStreamId(applicationId), events.map((e) => newEvent(e.type, e.data)), Expected.noStream);
    const all = await store.readAll({ transactionId: '0', position: '0' }, 100);
    const published = await creditTranslator.translate(all.filter((e) => creditTranslator.sourceEventTypes.includes(e.type)), sourceStreamsOf(store));
    expect(published.map((e) => e.type)).toEqual(['credit.application-submitted.v1', 'credit.decided.v1']);
    expect(creditIntegrationEvents.parse(published[1])).toEqual(published[1]);
    expect(published[1].data).toEqual({ applicationId, userId: 'user-2', source: 'purchase', outcome: 'refused', band: null, lenderIds: [], decidedAt: T0 });
    expect(JSON.stringify(published)).not.toMatch(/Income too low/);
  });
});
