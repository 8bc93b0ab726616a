/** Numeric user types (spec §6). The role is the type. */
export const UserType = {
  SuperAdmin: 6,
  Admin: 7,
  Regular: 8,
  Dealer: 9,
  RegularAlt: 17,
  TeamMember: 18,
  VehiclesTeam: 20,
} as const;

export type UserTypeId = (typeof UserType)[keyof typeof UserType];

export const ALL_USER_TYPES: readonly UserTypeId[] = Object.values(UserType);

export const isUserType = (n: unknown): n is UserTypeId => ALL_USER_TYPES.includes(n as UserTypeId);
