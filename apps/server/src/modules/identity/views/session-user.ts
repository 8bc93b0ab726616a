import type { SessionUser } from '@marketplace/contracts';
import type { UserRow } from '../queries/get-users/users.projection';

/** Spec §3 "User (session)": what sign-in, registration and impersonation answer, and GET /user/current. */
export interface UserViewFields {
  userId: string; userName: string | null; email: string | null; firstName: string | null; lastName: string | null;
  userTypeId: number; statusId: number; activated: boolean; active: boolean; companyId: number | null; phone: string | null;
  cell: string | null; phoneVerified: boolean; postalCode: string | null; languageId: number; impersonatorId: string | null;
}

const orNull = (s: string | null | undefined) => (s ? s : null);

export function toSessionUser(v: UserViewFields): SessionUser {
  return {
    Status: 1,
    User_Guid: v.userId,
    UserName: orNull(v.userName) ?? orNull(v.email),
    Email: orNull(v.email),
    FirstName: orNull(v.firstName),
    LastName: orNull(v.lastName),
    UserTypeId: v.userTypeId,
    ValueDomain_ID_UsersStatus: v.statusId,
    EmailVerified: v.activated,
    Active: v.active,
    Company_ID: v.companyId ? v.companyId : null,
    Phone: orNull(v.phone),
    Cell: orNull(v.cell),
    PhoneVerified: v.phoneVerified,
    PostalCode: orNull(v.postalCode),
    Language_Id: v.languageId,
    Impersonator_Guid: v.impersonatorId,
  };
}

/** The same answer from a row of identity.users (GET /user/current when the row is not behind the session's writes). */
export function rowToSessionUser(row: UserRow, impersonatorId: string | null): SessionUser {
  return toSessionUser({
    userId: row.user_id, userName: row.user_name, email: row.email, firstName: row.first_name, lastName: row.last_name,
    userTypeId: row.user_type_id, statusId: row.status_id, activated: row.activated, active: row.status_id === 1 && !row.deleted,
    companyId: row.company_id, phone: row.phone, cell: row.cell, phoneVerified: row.phone_verified, postalCode: row.postal_code,
    languageId: row.language_id, impersonatorId,
  });
}
