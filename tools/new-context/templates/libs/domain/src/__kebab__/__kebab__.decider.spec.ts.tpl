import { givenFor } from '../shared/testing/given';
import { __camel__Decider, type Create__Pascal__ } from './__kebab__.decide';
import type { __Pascal__Event } from './__kebab__.events';

const given = givenFor(__camel__Decider);
const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const OWNER = 'user-alice';
const T0 = '2026-03-02T15:00:00.000Z';

const create = (now = T0): Create__Pascal__ => ({ type: 'Create__Pascal__', __camel__Id: ID, ownerId: OWNER, name: 'First', now });
const created: __Pascal__Event = { type: '__Pascal__Created', data: { __camel__Id: ID, ownerId: OWNER, name: 'First', createdAt: T0 } };

describe('__title__: create', () => {
  it('creates a __title__ for its owner, at the time the command carries', () => {
    given().when(create()).then([created]);
  });

  it('refuses to create the same __title__ twice', () => {
    given(created).when(create('2026-03-02T15:05:00.000Z')).thenFails('__kebab__.already_exists', '__camel__Id');
  });
});
