import { UserType, type UserTypeId } from '../shared/user-types';

/** Users management and impersonation: types 6 (super admin) and 7 (admin) only, with an activated, active account. */
export const USER_ADMINS: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin];
