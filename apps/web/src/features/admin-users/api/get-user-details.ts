import { getUserDetailsRoute } from '@marketplace/contracts/identity/admin.routes';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { adminUsersKeys } from './keys';
import { getUserDetails } from '../../../lib/api/client/identity/admin.routes';

/** GET /api/user/get-user-details: profile, type, status, company and effective sections of one user. */
export type AdminUserDetails = RouteResult<typeof getUserDetailsRoute>;

export function fetchUserDetails(userId: string, signal?: AbortSignal): Promise<AdminUserDetails> {
  return getUserDetails({ query: { userId }, signal });
}

export function useUserDetails(userId: string) {
  return useQuery({ queryKey: adminUsersKeys.details(userId), queryFn: ({ signal }) => fetchUserDetails(userId, signal) });
}
