import { UserType, type UserTypeId } from '../shared/user-types';

/** Users management and impersonation: types 6 (super admin) and 7 (admin) only, with an activated, active account. */
export const USER_ADMINS: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin];

/** Impersonation asks why (ADR 0078): a reason of at least this many characters goes on the ImpersonationStarted event. */
export const IMPERSONATION_REASON_MIN = 10;
export const IMPERSONATION_REASON_MAX = 500;
