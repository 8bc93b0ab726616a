import { UserType, type UserTypeId } from '@marketplace/domain';

/**
 * Staff who open a buyer's files (licence images, the contract) and handle deliveries and money-back returns from the
 * vehicle and transaction screens: super admin, admin, team member.
 */
export const PURCHASE_STAFF: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember];
