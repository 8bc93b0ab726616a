import { UserType } from '@marketplace/domain';

/** Users management and impersonation: types 6 (super admin) and 7 (admin) only, with an activated, active account. */
export const ADMINS = [UserType.SuperAdmin, UserType.Admin] as const;
