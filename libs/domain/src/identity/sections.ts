import { UserType, type UserTypeId } from '../shared/user-types';

/** Drawer section ids of spec §6 (the web shows a section only when it is active). */
export const DashboardSection = {
  Users: 1,
  LeadManagement: 2,
  Companies: 3,
  Vehicles: 4,
  Notifications: 5,
  Dashboard: 6,
  TransactionHistory: 8,
  Garage: 9,
  Profile: 10,
  CreditApplications: 11,
  TradeInValueModification: 21,
  Images: 23,
  ThirdParties: 24,
  TradeInBrand: 25,
} as const;

export type DashboardSectionId = (typeof DashboardSection)[keyof typeof DashboardSection];

/** Every section, in id order: the answer lists each one with its active flag. */
export const ALL_SECTIONS: readonly DashboardSectionId[] = (Object.values(DashboardSection) as DashboardSectionId[]).sort((a, b) => a - b);

export const isDashboardSection = (n: unknown): n is DashboardSectionId => ALL_SECTIONS.includes(n as DashboardSectionId);

/** The shared mapping that dealer and team groups use (spec §6): 1, 2, 3, 6, 21, 24, 25. */
export const SHARED_GROUP_SECTIONS: readonly DashboardSectionId[] = [1, 2, 3, 6, 21, 24, 25];

/**
 * Sections active by default for each user type (spec §6), before an administrator's per-user overrides.
 * - 6 super admin: every area: admin (1, 3, 4, 5), vehiclesTeam (4, 5, 23), shopicarTeam and company (the shared
 *   mapping 1, 2, 3, 6, 21, 24, 25) and the customer area (6, 8, 9, 10, 11, with the credit-applications link).
 * - 7 admin: 1 and 3 (users, companies), as the spec says; nothing else.
 * - 8, 17 regular users: 6, 8, 9, 10, 11 (the customer area).
 * - 9 dealer: the company area through the shared mapping: 1, 2, 3, 6, 21, 24, 25.
 * - 18 team member: the shopicarTeam area through the same shared mapping.
 * - 20 vehicles team: 4, 5, 23.
 */
export const DEFAULT_SECTIONS: Readonly<Record<UserTypeId, readonly DashboardSectionId[]>> = {
  [UserType.SuperAdmin]: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 21, 23, 24, 25],
  [UserType.Admin]: [1, 3],
  [UserType.Regular]: [6, 8, 9, 10, 11],
  [UserType.RegularAlt]: [6, 8, 9, 10, 11],
  [UserType.Dealer]: SHARED_GROUP_SECTIONS,
  [UserType.TeamMember]: SHARED_GROUP_SECTIONS,
  [UserType.VehiclesTeam]: [4, 5, 23],
};

export interface SectionFlag {
  readonly sectionId: DashboardSectionId;
  readonly active: boolean;
}

/** Every section with its active flag: the type's default unless an administrator overrode it for this user. */
export function effectiveSections(userTypeId: UserTypeId, overrides: Readonly<Partial<Record<number, boolean>>>): SectionFlag[] {
  const defaults = new Set<number>(DEFAULT_SECTIONS[userTypeId] ?? []);
  return ALL_SECTIONS.map((sectionId) => ({ sectionId, active: overrides[sectionId] ?? defaults.has(sectionId) }));
}
