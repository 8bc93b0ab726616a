import type { INestApplicationContext } from '@nestjs/common';
import { type UserTypeId, UserType } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import { systemContext } from '../../../platform/http/request-context';
import { DB } from '../../../platform/tokens';
import { Registration } from '../streams/registration';
import { UserAccounts } from '../streams/user-accounts';
import { EMPTY_PERSONAL_DATA } from '../streams/personal-data';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly userTypeId: UserTypeId;
  readonly firstName: string;
  readonly lastName: string;
  /** A mobile number (the demo customers': a dealer's lead card shows it, issue #45). */
  readonly cell?: string;
}

/** Demo accounts, one per user type, with known passwords (not reserved addresses: they are real-looking). */
export const DEMO_PASSWORD = 'Demo-password-2026';
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.SuperAdmin, firstName: 'Sam', lastName: 'Superadmin' },
  { email: 'staff-admin@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.Admin, firstName: 'Alex', lastName: 'Admin' },
  { email: 'customer@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.Regular, firstName: 'Camille', lastName: 'Client', cell: '514 555-0142' },
  { email: 'customer17@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.RegularAlt, firstName: 'Chris', lastName: 'Customer', cell: '416 555-0117' },
  { email: 'dealer@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.Dealer, firstName: 'Dana', lastName: 'Dealer' },
  { email: 'team@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.TeamMember, firstName: 'Taylor', lastName: 'Team' },
  { email: 'vehicles@demo.marketplace.ca', password: DEMO_PASSWORD, userTypeId: UserType.VehiclesTeam, firstName: 'Vic', lastName: 'Vehicles' },
];

/**
 * Creates the demo users (activated, active) on an empty database, for `npm start`. Does nothing when any user
 * exists already. Returns the accounts created (empty when skipped).
 */
export async function seedIdentityDemo(app: INestApplicationContext, users: readonly DemoUser[] = DEMO_USERS): Promise<DemoUser[]> {
  const db = app.get<Kysely<any>>(DB, { strict: false });
  const { rows } = await sql<{ n: string }>`select count(*) as n from eventstore.streams where stream_id like 'user-%'`.execute(db);
  if (Number(rows[0].n) > 0) return [];
  const registration = app.get(Registration, { strict: false });
  const accounts = app.get(UserAccounts, { strict: false });
  const created: DemoUser[] = [];
  for (const u of users) {
    const ctx = systemContext();
    const user = await registration.provision({
      login: u.email,
      pii: { ...EMPTY_PERSONAL_DATA, UserName: u.email, Email: u.email, FirstName: u.firstName, LastName: u.lastName, Cell: u.cell ?? '' },
      password: u.password, userTypeId: u.userTypeId, languageId: 1, companyId: u.userTypeId === UserType.Dealer ? 1 : 0, confirmBy: 'email', admin: null,
    }, ctx);
    await accounts.execute(user.userId, { type: 'VerifyEmail', data: { loginKey: user.loginKey, expiresAt: new Date(Date.now() + 60_000).toISOString(), now: ctx.now.toISOString() } }, ctx);
    if (u.userTypeId === UserType.Dealer) {
      // The demo dealer manages company 1's self-service (issue #45), as the staff who set them up would have made them.
      const staff = { userId: 'seed', userTypeId: UserType.SuperAdmin, companyId: 1, manager: false };
      await accounts.execute(user.userId, { type: 'ChangeCompanyManager', data: { actor: staff, manager: true, now: ctx.now.toISOString() } }, ctx);
    }
    created.push(u);
  }
  return created;
}
