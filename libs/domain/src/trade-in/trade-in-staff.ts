import { UserType, type UserTypeId } from '../shared';

/** Who values trade-ins by hand, adjusts them after inspection and manages value rules: team members and super admins. */
export const TRADE_IN_STAFF: readonly UserTypeId[] = [UserType.TeamMember, UserType.SuperAdmin];
