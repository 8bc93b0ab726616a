/**
 * ValueDomain_ID_UsersStatus (spec §3): the account's status. The spec shows the field but not its values; these are
 * ours and documented in the contract.
 * - 1 Active: the account works.
 * - 2 Deactivated: paused by its owner; the owner may sign in and reactivate it (spec §4).
 * - 3 Suspended: paused by an administrator; only an administrator may lift it.
 */
export const UserStatus = {
  Active: 1,
  Deactivated: 2,
  Suspended: 3,
} as const;

export type UserStatusId = (typeof UserStatus)[keyof typeof UserStatus];

export const isUserStatus = (n: unknown): n is UserStatusId => n === 1 || n === 2 || n === 3;
