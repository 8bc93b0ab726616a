import type { SessionUser } from '../src/lib/session/api/current-user';

/** A complete signed-in user as GET /api/user/current returns it (libs/contracts SessionUserSchema). */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    Status: 1,
    User_Guid: '6f1c2d3e-0000-4000-8000-000000000001',
    UserName: 'mgagnon',
    Email: 'marie.gagnon@videotron.ca',
    FirstName: 'Marie',
    LastName: 'Gagnon',
    UserTypeId: 8,
    ValueDomain_ID_UsersStatus: 1,
    EmailVerified: true,
    Active: true,
    Company_ID: null,
    Phone: null,
    Cell: null,
    PhoneVerified: false,
    PostalCode: null,
    Language_Id: 1,
    Impersonator_Guid: null,
    ...overrides,
  };
}
