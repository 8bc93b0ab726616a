import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { UserType } from '@marketplace/domain/shared';
import { DashboardSection, type DashboardSectionId } from '@marketplace/domain/identity';

/** Drawer section ids of spec §6 (a section shows only when the server marks it active): the domain's list. */
export const Section = DashboardSection;
export type SectionId = DashboardSectionId;

export type GroupId = 'main' | 'administration' | 'vehiclesTeam' | 'shopicarTeam' | 'dealership';

export const GROUP_TITLES: Record<GroupId, MessageDescriptor> = {
  main: msg`Main`,
  administration: msg`Administration`,
  vehiclesTeam: msg`Vehicles Team`,
  shopicarTeam: msg`Shopicar Team`,
  dealership: msg`Dealership`,
};

export const SECTION_LABELS: Record<SectionId, MessageDescriptor> = {
  1: msg`Users`,
  2: msg`Lead management`,
  3: msg`Companies`,
  4: msg`Vehicles`,
  5: msg`Notifications`,
  6: msg`Dashboard`,
  8: msg`Transaction history`,
  9: msg`My garage`,
  10: msg`Profile`,
  11: msg`Credit applications`,
  21: msg`Trade-in value modification`,
  23: msg`Images`,
  24: msg`Third parties`,
  25: msg`Shopitrade`,
};

export interface RouteContext {
  lang: string;
  companyId: number | null;
  /** The signed-in user's type (some pages exist only for some types). */
  userTypeId?: number;
}

/** The users API admits the administrators (6, 7) only. */
const USERS_MANAGEMENT_TYPES: readonly number[] = [UserType.SuperAdmin, UserType.Admin];

/** Users management (section 1) lives in the admin area for every group that shows it. */
const usersManagement: PathOf = ({ lang, userTypeId }) =>
  userTypeId === undefined || USERS_MANAGEMENT_TYPES.includes(userTypeId) ? `/${lang}/admin/users` : null;

type PathOf = (ctx: RouteContext) => string | null;

/** The customers' types (regular users): the ones the buying tools serve. */
const CUSTOMER_TYPES: readonly number[] = [UserType.Regular, UserType.RegularAlt];
const isCustomer = (userTypeId: number | undefined) => userTypeId !== undefined && CUSTOMER_TYPES.includes(userTypeId);

/**
 * The shared mapping that the dealer and team groups use (spec §6: sections 1, 2, 3, 6, 21, 24, 25).
 * Each section is a page of the group's area; the team group has no dashboard of its own, so its
 * dashboard entry is the customer dashboard (and shows once, under Main), and its users entry is users management in
 * the admin area (shown once, under Administration, and only to the types the users API admits).
 */
const SHARED_SEGMENTS: Partial<Record<SectionId, string>> = {
  1: 'users',
  2: 'lead-management',
  3: 'companies',
  6: 'dashboard',
  21: 'trade-in-value-modification',
  24: 'third-parties',
  25: 'shopitrade',
};

/** A group's own page for some sections instead of `{prefix}/{segment}` (null: no page for this group). */
type Overrides = Partial<Record<SectionId, PathOf | null>>;

const shared = (prefix: (ctx: RouteContext) => string | null, overrides: Overrides = {}) =>
  Object.fromEntries(
    Object.entries(SHARED_SEGMENTS).map(([id, segment]) => [
      id,
      (ctx: RouteContext) => {
        const own = overrides[Number(id) as SectionId];
        if (own !== undefined) return own === null ? null : own(ctx);
        const base = prefix(ctx);
        return base ? `${base}/${segment}` : null;
      },
    ]),
  ) as Partial<Record<SectionId, PathOf>>;

const companyArea = ({ lang, companyId }: RouteContext) => (companyId ? `/${lang}/company/${companyId}` : null);

const customer =
  (page: string): PathOf =>
  ({ lang }) =>
    `/${lang}/customer/${page}`;

export interface GroupDefinition {
  id: GroupId;
  /** User types that see the group ('any' = every signed-in user). */
  userTypes: 'any' | readonly number[];
  /** Section -> page, in display order. A null path hides the entry (e.g. a dealer page without a company). */
  sections: Partial<Record<SectionId, PathOf>>;
  order: readonly SectionId[];
  /**
   * Pages of the group that no section governs, listed after the sections when the group shows; `alone`: listed even
   * when no section of the group has a page (the group then shows for it).
   */
  extra?: readonly { label: MessageDescriptor; path: PathOf; alone?: boolean }[];
}

export const GROUPS: readonly GroupDefinition[] = [
  {
    id: 'main',
    userTypes: 'any',
    sections: {
      6: customer('dashboard'),
      9: customer('garage'),
      11: customer('credit-applications'),
      8: customer('transaction-history'),
      10: customer('profile'),
    },
    order: [6, 9, 11, 8, 10],
    // Issue 42 item 4: a customer reaches the trade-in and pre-qualification tools from the drawer too (staff do not shop).
    extra: [
      { label: msg`Trade in my vehicle`, path: ({ lang, userTypeId }) => (isCustomer(userTypeId) ? `/${lang}/trade-in` : null) },
      { label: msg`Get pre-qualified`, path: ({ lang, userTypeId }) => (isCustomer(userTypeId) ? `/${lang}/credit-application` : null) },
    ],
  },
  {
    id: 'administration',
    userTypes: [UserType.SuperAdmin, UserType.Admin],
    sections: {
      1: usersManagement,
      3: ({ lang }) => `/${lang}/admin/companies`,
      4: ({ lang }) => `/${lang}/admin/vehicles`,
      5: ({ lang }) => `/${lang}/admin/notifications`,
    },
    order: [1, 3, 4, 5],
    // Issue 15: the audit console serves exactly the administration group's types (6, 7).
    extra: [
      { label: msg`Audit console`, path: ({ lang }) => `/${lang}/admin/audit` },
      // Issue 46: support's card disputes (open, due soon, for review).
      { label: msg`Card disputes`, path: ({ lang }) => `/${lang}/admin/disputes` },
      // Issue 16 item 8: deliveries and 7-day money-back returns.
      { label: msg`Deliveries and returns`, path: ({ lang }) => `/${lang}/admin/returns` },
    ],
  },
  {
    id: 'vehiclesTeam',
    userTypes: [UserType.SuperAdmin, UserType.VehiclesTeam],
    sections: {
      4: ({ lang }) => `/${lang}/vehiclesTeam/vehicles`,
      5: ({ lang }) => `/${lang}/vehiclesTeam/notifications`,
      23: ({ lang }) => `/${lang}/vehiclesTeam/Images`,
    },
    order: [4, 5, 23],
  },
  {
    id: 'shopicarTeam',
    userTypes: [UserType.SuperAdmin, UserType.TeamMember],
    sections: shared(({ lang }) => `/${lang}/shopicarTeam`, { 6: customer('dashboard'), 1: usersManagement }),
    order: [6, 1, 2, 3, 21, 24, 25],
    extra: [
      // Issue 16 item 8: team members handle deliveries and returns here (a super admin has the administration's entry).
      { label: msg`Deliveries and returns`, path: ({ lang, userTypeId }) => (userTypeId === UserType.TeamMember ? `/${lang}/shopicarTeam/returns` : null) },
      // Issue 19: the messages sent through "Contact us", answered by the team (types 18 and 6, the area's guard).
      { label: msg`Messages from users`, path: ({ lang }) => `/${lang}/shopicarTeam/messages` },
    ],
  },
  {
    id: 'dealership',
    userTypes: [UserType.SuperAdmin, UserType.Dealer],
    // The company area has no users, value-modification or price-guide pages of its own: their APIs serve staff, so a
    // dealer's drawer does not offer them (users management shows under Administration to the types it admits).
    sections: shared(companyArea, { 1: usersManagement, 21: null, 24: null }),
    order: [6, 1, 2, 3, 21, 24, 25],
    extra: [
      // Issue #45 item 9: a super admin has no company of their own; the group leads them to every dealership's area
      // (once inside one, its pages list here for that company).
      { label: msg`Dealerships`, path: ({ lang, userTypeId, companyId }) => (userTypeId === UserType.SuperAdmin && !companyId ? `/${lang}/company` : null), alone: true },
      // The company's own inventory CSV uploads and their imports (ADR 0034).
      { label: msg`Inventory imports`, path: (ctx) => companyArea(ctx) && `${companyArea(ctx)}/inventory-imports` },
      // The company's embeddable widget, with the snippet and the partners' API documentation (issue 14 item 6).
      { label: msg`Widget and API`, path: (ctx) => companyArea(ctx) && `${companyArea(ctx)}/widget` },
      // Issue 14 item 7: the company's plan and its settings.
      { label: msg`Subscription`, path: (ctx) => companyArea(ctx) && `${companyArea(ctx)}/subscription` },
      { label: msg`Settings`, path: (ctx) => companyArea(ctx) && `${companyArea(ctx)}/settings` },
    ],
  },
];
