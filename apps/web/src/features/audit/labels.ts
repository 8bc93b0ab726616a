import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { UserType } from '@marketplace/domain/shared';

/** The actor's user type as the timeline shows it (same texts as users management, in this console's catalog part). */
const USER_TYPE_LABELS: Record<number, MessageDescriptor> = {
  [UserType.SuperAdmin]: msg`Super admin`,
  [UserType.Admin]: msg`Admin`,
  [UserType.Regular]: msg`Regular user`,
  [UserType.RegularAlt]: msg`Regular user (17)`,
  [UserType.Dealer]: msg`Dealer`,
  [UserType.TeamMember]: msg`Team member`,
  [UserType.VehiclesTeam]: msg`Vehicles team`,
};

export function userTypeLabel(id: number): MessageDescriptor {
  return USER_TYPE_LABELS[id] ?? msg`Type ${id}`;
}

/** Date and time to the second: audit rows of one command are often within the same minute. */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
