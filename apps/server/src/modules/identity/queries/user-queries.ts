import { Inject, Injectable } from '@nestjs/common';
import type { AdminUserDetailsSchema, AdminUserRowSchema, GetUsersQuerySchema, SessionUser } from '@marketplace/contracts';
import {
  ALL_USER_TYPES, DEFAULT_SECTIONS, DomainError, effectiveSections, IdentityErrors, type UserTypeId,
} from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { DB } from '../../../platform/tokens';
import { toSessionUser, UserAccounts } from '../application/user-accounts';
import type { IdentityPrincipal } from '../infrastructure/session-store';
import type { UserRow } from '../projections/users.projection';

const USER_TYPE_NAMES: Record<UserTypeId, { key: string; name: string }> = {
  6: { key: 'super_admin', name: 'Super admin' },
  7: { key: 'admin', name: 'Admin' },
  8: { key: 'regular', name: 'Regular user' },
  9: { key: 'dealer', name: 'Dealer' },
  17: { key: 'regular_alt', name: 'Regular user (17)' },
  18: { key: 'team_member', name: 'Team member' },
  20: { key: 'vehicles_team', name: 'Vehicles team' },
};

const unauthenticated = () => new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');

export function rowToSessionUser(row: UserRow, impersonatorId: string | null): SessionUser {
  return toSessionUser({
    userId: row.user_id, userName: row.user_name, email: row.email, firstName: row.first_name, lastName: row.last_name,
    userTypeId: row.user_type_id, statusId: row.status_id, activated: row.activated, active: row.status_id === 1 && !row.deleted,
    companyId: row.company_id, phone: row.phone, cell: row.cell, phoneVerified: row.phone_verified, postalCode: row.postal_code,
    languageId: row.language_id, impersonatorId,
  });
}

function rowToAdminRow(row: UserRow): z.input<typeof AdminUserRowSchema> {
  const u = rowToSessionUser(row, null);
  return {
    User_Guid: u.User_Guid, UserName: u.UserName, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, UserTypeId: u.UserTypeId,
    ValueDomain_ID_UsersStatus: u.ValueDomain_ID_UsersStatus, EmailVerified: u.EmailVerified, PhoneVerified: u.PhoneVerified, Active: u.Active,
    Deleted: row.deleted, Company_ID: u.Company_ID, Language_Id: u.Language_Id, DateCreated: new Date(row.created_at).toISOString(),
  };
}

/** GET /user/current answers are reused this long within a process (the hot path of every page load). */
const VIEW_CACHE_TTL_MS = 1_000;
const VIEW_CACHE_MAX = 50_000;

/** Read side of identity: kysely on the read tables; the stream only when the read table is behind the caller's own write. */
@Injectable()
export class UserQueries {
  private readonly views = new Map<string, { view: SessionUser; version: number; at: number }>();

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly accounts: UserAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async row(userId: string): Promise<UserRow | undefined> {
    return (await this.db.selectFrom('identity.users').selectAll().where('user_id', '=', userId).executeTakeFirst()) as UserRow | undefined;
  }

  /** GET /user/current: one indexed read; the stream only when the projection has not yet seen this session's last write. */
  async current(principal: IdentityPrincipal): Promise<SessionUser> {
    // A cached answer is good while it is at least as new as the session's last known write of this user (so a user
    // always reads their own writes) and younger than a second (so other writers are seen within a second).
    const key = `${principal.userId}|${principal.impersonatorId ?? ''}`;
    const now = this.clock.now().getTime();
    const cached = this.views.get(key);
    if (cached && now - cached.at < VIEW_CACHE_TTL_MS && cached.version >= principal.userVersion) return cached.view;
    const row = await this.row(principal.userId);
    if (row && row.version >= principal.userVersion && !row.deleted) {
      const view = rowToSessionUser(row, principal.impersonatorId);
      if (this.views.size >= VIEW_CACHE_MAX) this.views.clear();
      this.views.set(key, { view, version: row.version, at: now });
      return view;
    }
    const { state } = await this.accounts.load(principal.userId);
    if (state.kind !== 'registered') throw unauthenticated();
    return this.accounts.view(state, principal.impersonatorId);
  }

  /** GET /user/get-user-dashboard-sections. */
  async sections(principal: IdentityPrincipal) {
    const row = await this.row(principal.userId);
    let overrides: Record<number, boolean>;
    let userTypeId: UserTypeId;
    if (row && row.version >= principal.userVersion) {
      const rows = await this.db.selectFrom('identity.user_sections').select(['section_id', 'active']).where('user_id', '=', principal.userId).execute();
      overrides = Object.fromEntries(rows.map((r) => [r.section_id, r.active]));
      userTypeId = row.user_type_id as UserTypeId;
    } else {
      const { state } = await this.accounts.load(principal.userId);
      if (state.kind !== 'registered') throw unauthenticated();
      overrides = { ...state.sectionOverrides };
      userTypeId = state.userTypeId;
    }
    return { userTypeId, userDashBoardSection: effectiveSections(userTypeId, overrides) };
  }

  /** GET /user/get-users: newest first; search matches email, user name, first and last name. */
  async list(q: z.output<typeof GetUsersQuerySchema>) {
    let query = this.db.selectFrom('identity.users');
    if (q.includeDeleted !== 'true') query = query.where('deleted', '=', false);
    if (q.userTypeId !== undefined) query = query.where('user_type_id', '=', q.userTypeId);
    if (q.statusId !== undefined) query = query.where('status_id', '=', q.statusId);
    const search = q.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or(['email', 'user_name', 'first_name', 'last_name'].map((c) => eb(c, 'ilike', pattern))));
    }
    const rows = (await query.selectAll().select(sql<string>`count(*) over ()`.as('total'))
      .orderBy('created_at', 'desc').orderBy('user_id').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute()) as (UserRow & { total: string })[];
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && q.page > 1) {
      const counted = await query.select(sql<string>`count(*)`.as('n')).executeTakeFirst();
      total = Number(counted?.n ?? 0);
    }
    return { Users: rows.map(rowToAdminRow), TotalCount: total, Page: q.page, PageSize: q.pageSize };
  }

  /** GET /user/get-user-details. */
  async details(userId: string): Promise<z.input<typeof AdminUserDetailsSchema>> {
    const row = await this.row(userId);
    if (!row) throw IdentityErrors.userNotFound();
    const rows = await this.db.selectFrom('identity.user_sections').select(['section_id', 'active']).where('user_id', '=', userId).execute();
    const overrides = Object.fromEntries(rows.map((r) => [r.section_id, r.active]));
    return {
      ...rowToAdminRow(row),
      Phone: row.phone, Cell: row.cell, PostalCode: row.postal_code, address: row.address, City_Id: row.city_id, ProvinceId: row.province_id,
      DateOfBirth: row.date_of_birth, Company_Name: row.company_name,
      userDashBoardSection: effectiveSections(row.user_type_id as UserTypeId, overrides),
    };
  }

  async basic(userId: string) {
    const row = await this.row(userId);
    if (!row) throw IdentityErrors.userNotFound();
    return row;
  }

  userTypes() {
    return ALL_USER_TYPES.map((id) => ({ ID: id, Key: USER_TYPE_NAMES[id].key, Name: USER_TYPE_NAMES[id].name, DefaultSections: [...DEFAULT_SECTIONS[id]] }));
  }
}

