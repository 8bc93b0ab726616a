import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { UserType } from '@marketplace/domain/shared';

/** The user types of spec §6 by name (users management, the audit timeline). */
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
