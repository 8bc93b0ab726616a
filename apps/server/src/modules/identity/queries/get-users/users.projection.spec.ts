import { UserType, type UserEvent } from '@marketplace/domain';
import { EMPTY_PERSONAL_DATA, type PersonalData } from '../../streams/personal-data';
import { evolveUserReadModel, type UserReadModel } from './users.projection';

const at = new Date('2026-02-01T12:00:00Z');
const userId = 'u-1';
const pii: PersonalData = { ...EMPTY_PERSONAL_DATA, UserName: 'ana@mail.ca', Email: 'ana@mail.ca', FirstName: 'Ana', Phone: '5145550000' };

const events: UserEvent[] = [
  { type: 'UserRegistered', data: { userId, loginKey: 'k', userTypeId: UserType.Regular, statusId: 1, languageId: 1, companyId: 0, confirmBy: 'phone', pii: 's', phoneKey: 'p1', credential: 'c', registeredBy: 'self', registeredAt: at.toISOString() } },
  { type: 'PhoneVerified', data: { userId, phoneKey: 'p1', pii: 's2', verifiedAt: at.toISOString() } },
  { type: 'UserSectionsChanged', data: { userId, sections: [{ sectionId: 4, active: true }], changedAt: at.toISOString() } },
  { type: 'UserTypeChanged', data: { userId, userTypeId: UserType.Dealer, changedAt: at.toISOString() } },
];

const fold = (list: UserEvent[], start: UserReadModel = { user: null, sections: {} }, from = 1) =>
  list.reduce((m, e, i) => evolveUserReadModel(m, e, from + i, at, e.type === 'UserRegistered' || e.type === 'PhoneVerified' ? pii : null), start);

describe('users projection (pure part)', () => {
  it('builds the row: personal columns, phone verification activating a phone-confirmed account, sections, type', () => {
    const m = fold(events);
    expect(m.user).toMatchObject({ version: 4, email: 'ana@mail.ca', first_name: 'Ana', phone_verified: true, activated: true, user_type_id: 9 });
    expect(m.sections).toEqual({ 4: true });
  });

  it('is idempotent: delivering every event twice changes nothing', () => {
    const once = fold(events);
    const twice = fold(events, once);
    expect(twice).toEqual(once);
  });

  it('scrubs every personal column and the sections on deletion', () => {
    const deleted = evolveUserReadModel(fold(events), { type: 'UserDeleted', data: { userId, loginKey: 'k', deletedAt: at.toISOString() } }, 5, at, null);
    expect(deleted.user).toMatchObject({ deleted: true, email: null, first_name: null, phone: null, user_name: null, addresses: null, phone_verified: false });
    expect(deleted.sections).toEqual({});
  });

  it('a shredded key (pii null) leaves the personal columns empty', () => {
    const m = evolveUserReadModel({ user: null, sections: {} }, events[0], 1, at, null);
    expect(m.user).toMatchObject({ email: null, first_name: null, user_type_id: 8 });
  });
});
