import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { UserType } from '@marketplace/domain/shared';
export { userTypeLabel } from '../../lib/user-type-labels';

/** User types of spec §6, in the order the forms offer them. */
export const USER_TYPE_ORDER: readonly number[] = [
  UserType.Regular,
  UserType.RegularAlt,
  UserType.Dealer,
  UserType.TeamMember,
  UserType.VehiclesTeam,
  UserType.Admin,
  UserType.SuperAdmin,
];


/** ValueDomain_ID_UsersStatus: 1 active, 2 deactivated by the owner, 3 suspended by an administrator. */
export const USER_STATUS_ORDER: readonly number[] = [1, 2, 3];

const USER_STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Active`,
  2: msg`Deactivated`,
  3: msg`Suspended`,
};

export function userStatusLabel(id: number): MessageDescriptor {
  return USER_STATUS_LABELS[id] ?? msg`Status ${id}`;
}

/** "Marie Gagnon", else the user name, else the email. */
export function userDisplayName(user: { FirstName: string | null; LastName: string | null; UserName: string | null; Email: string | null }): string {
  const name = [user.FirstName, user.LastName].map((p) => p?.trim()).filter(Boolean).join(' ');
  return name || user.UserName?.trim() || user.Email?.trim() || '';
}

export { formatDateTime } from '../../lib/dates';
