import type { AdminUserRowSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { rowToSessionUser } from '../../views/session-user';
import type { UserRow } from './users.projection';

/** Views of identity.users rows that the other queries reuse (current user, sections, details, impersonation). */

/** One user's row, or undefined. */
export async function userRow(db: Kysely<any>, userId: string): Promise<UserRow | undefined> {
  return (await db.selectFrom('identity.users').selectAll().where('user_id', '=', userId).executeTakeFirst()) as UserRow | undefined;
}

/** An administrator's per-user overrides of the default drawer sections (identity.user_sections). */
export async function sectionOverridesOf(db: Kysely<any>, userId: string): Promise<Record<number, boolean>> {
  const rows = await db.selectFrom('identity.user_sections').select(['section_id', 'active']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((r) => [r.section_id, r.active]));
}

/** A row of the administrators' users list (and the head of a user's details). */
export function toAdminRow(row: UserRow): z.input<typeof AdminUserRowSchema> {
  const u = rowToSessionUser(row, null);
  return {
    User_Guid: u.User_Guid, UserName: u.UserName, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, UserTypeId: u.UserTypeId,
    ValueDomain_ID_UsersStatus: u.ValueDomain_ID_UsersStatus, EmailVerified: u.EmailVerified, PhoneVerified: u.PhoneVerified, Active: u.Active,
    Deleted: row.deleted, Company_ID: u.Company_ID, Language_Id: u.Language_Id, DateCreated: new Date(row.created_at).toISOString(),
  };
}
