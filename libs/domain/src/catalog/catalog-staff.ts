import { UserType, type UserTypeId } from '../shared';

/** Who administers the catalogue: super admin (6), admin (7) and the vehicles team (20). */
export const CATALOG_STAFF: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin, UserType.VehiclesTeam];

/** Third-party price guides also belong to the team area (spec §2 shopicarTeam "third-parties"): adds type 18. */
export const PRICE_GUIDE_STAFF: readonly UserTypeId[] = [...CATALOG_STAFF, UserType.TeamMember];
