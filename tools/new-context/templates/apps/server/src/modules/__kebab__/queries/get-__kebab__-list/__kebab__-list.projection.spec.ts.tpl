import type { __Pascal__Event } from '@marketplace/domain';
import { evolve__Pascal__ListRow } from './__kebab__-list.projection';

const created: __Pascal__Event = {
  type: '__Pascal__Created',
  data: { __camel__Id: '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e', ownerId: 'user-alice', name: 'First', createdAt: '2026-03-02T15:00:00.000Z' },
};

describe('__kebab__ list projection (pure evolve)', () => {
  it('builds the row the list screen shows from the creation event', () => {
    expect(evolve__Pascal__ListRow(null, created, 1)).toEqual({
      id: '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e', ownerId: 'user-alice', name: 'First', createdAt: '2026-03-02T15:00:00.000Z', expired: false, version: 1,
    });
  });

  it('marks the row expired at the end of its life', () => {
    const row = evolve__Pascal__ListRow(null, created, 1)!;
    const expired: __Pascal__Event = { type: '__Pascal__Expired', data: { __camel__Id: row.id, expiredAt: '2026-04-01T15:00:00.000Z' } };
    expect(evolve__Pascal__ListRow(row, expired, 2)).toEqual({ ...row, expired: true, version: 2 });
  });

  it('ignores an event it already applied (a batch delivered twice changes nothing)', () => {
    const row = evolve__Pascal__ListRow(null, created, 1)!;
    const renamedReplay: __Pascal__Event = { ...created, data: { ...created.data, name: 'Replayed' } };
    expect(evolve__Pascal__ListRow(row, renamedReplay, 1)).toBe(row);
  });
});
