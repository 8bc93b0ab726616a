import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { expiryDeadlines } from './expire-__kebab__.projection';

const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const recorded = (type: string, data: object, streamVersion: number) => ({ streamId: `__kebab__-${ID}`, streamVersion, type, data }) as unknown as RecordedEvent;

describe('__kebab__ expiry process', () => {
  it('schedules the end of each creation 30 days later, keyed by the __title__ and versioned by its stream', () => {
    const due = expiryDeadlines([
      recorded('__Pascal__Created', { __camel__Id: ID, ownerId: 'user-alice', name: 'First', createdAt: '2026-03-02T15:00:00.000Z' }, 1),
      recorded('__Pascal__Expired', { __camel__Id: ID, expiredAt: '2026-04-01T15:00:00.000Z' }, 2),
    ]);
    expect(due).toEqual([{ kind: '__kebab__.expire', key: ID, version: 1, dueAt: new Date('2026-04-01T15:00:00.000Z'), payload: {} }]);
  });
});
