import type { Kysely } from 'kysely';
import type { RequestContext } from '../http/request-context';
import { adminChangesStreamId, recordAdminChange } from './admin-changes';
import { InMemoryEventStore } from './in-memory-event-store';

const ctx: RequestContext = {
  correlationId: 'corr-1', principal: { userId: 'staff-1', impersonatorId: null } as unknown as RequestContext['principal'], brand: 'shopicar',
  now: new Date('2026-03-01T12:00:00.000Z'), ip: '127.0.0.1', userAgent: 'jest',
};
// The in-memory store never touches the caller's transaction.
const trx = new Proxy({}, { get: () => { throw new Error('the transaction is not used by the in-memory store'); } }) as Kysely<any>;

describe('recordAdminChange on the in-memory store', () => {
  it('appends the edit to the aggregate\'s admin-changes stream with its actor, found by the bare id', async () => {
    const store = new InMemoryEventStore();
    await recordAdminChange(store, trx, ctx, 'model', 12, 'PromotionNoteChanged', { modelId: 12, languageId: 2, note: 'Rabais' });
    await recordAdminChange(store, trx, ctx, 'model', 12, 'ModelActivationChanged', { modelId: 12, active: false });
    const events = await store.readStream(adminChangesStreamId('model', 12));
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([[1, 'PromotionNoteChanged'], [2, 'ModelActivationChanged']]);
    expect(events[0]).toMatchObject({
      data: { aggregate: 'model', aggregateId: '12', modelId: 12, note: 'Rabais' },
      metadata: { actor: 'staff-1', correlationId: 'corr-1', brand: 'shopicar', occurredAt: '2026-03-01T12:00:00.000Z' },
    });
    expect(events[0].metadata.eventId).not.toBe(events[1].metadata.eventId);
  });
});
