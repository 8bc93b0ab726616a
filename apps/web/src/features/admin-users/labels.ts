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

/** Date and time in the page language: "March 1, 2021 at 2:05 p.m." / "1 mars 2021 à 14 h 05". */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
