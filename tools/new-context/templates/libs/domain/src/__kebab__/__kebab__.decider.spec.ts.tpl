import { givenFor } from '../shared/testing/given';
import { __camel__Decider, type Create__Pascal__, type Expire__Pascal__ } from './__kebab__.decide';
import type { __Pascal__Event } from './__kebab__.events';

const given = givenFor(__camel__Decider);
const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const OWNER = 'user-alice';
const T0 = '2026-03-02T15:00:00.000Z';

const create = (now = T0): Create__Pascal__ => ({ type: 'Create__Pascal__', __camel__Id: ID, ownerId: OWNER, name: 'First', now });
const created: __Pascal__Event = { type: '__Pascal__Created', data: { __camel__Id: ID, ownerId: OWNER, name: 'First', createdAt: T0 } };

const expire = (now: string): Expire__Pascal__ => ({ type: 'Expire__Pascal__', __camel__Id: ID, now });
const DUE = '2026-04-01T15:00:00.000Z';

describe('__title__: create', () => {
  it('creates a __title__ for its owner, at the time the command carries', () => {
    given().when(create()).then([created]);
  });

  it('refuses to create the same __title__ twice', () => {
    given(created).when(create('2026-03-02T15:05:00.000Z')).thenFails('__kebab__.already_exists', '__camel__Id');
  });
});

describe('__title__: expire', () => {
  it('ends its life 30 days after its creation', () => {
    given(created).when(expire(DUE)).then([{ type: '__Pascal__Expired', data: { __camel__Id: ID, expiredAt: DUE } }]);
  });

  it('decides nothing before its time, or when it has expired already (a deadline may fire twice)', () => {
    given(created).when(expire('2026-04-01T14:59:59.999Z')).then([]);
    given(created, { type: '__Pascal__Expired', data: { __camel__Id: ID, expiredAt: DUE } }).when(expire(DUE)).then([]);
  });

  it('refuses to expire a __title__ that does not exist', () => {
    given().when(expire(DUE)).thenFails('__kebab__.not_found', '__camel__Id');
  });
});
