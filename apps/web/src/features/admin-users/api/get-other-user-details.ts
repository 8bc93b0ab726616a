import { getOtherUserDetailsRoute } from '@marketplace/contracts/identity/admin.routes';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { adminUsersKeys } from './keys';
import { getOtherUserDetails } from '../../../lib/api/client/identity/admin.routes';

/**
 * GET /api/user/get-other-user-details: who the "login as another user" confirmation names, and whether the caller may
 * impersonate them (`CanImpersonate`: never a super admin, a deleted user, oneself, or while already impersonating).
 */
export type OtherUserDetails = RouteResult<typeof getOtherUserDetailsRoute>;

export function fetchOtherUserDetails(userId: string, signal?: AbortSignal): Promise<OtherUserDetails> {
  return getOtherUserDetails({ query: { userId }, signal });
}

export function useOtherUserDetails(userId: string) {
  return useQuery({ queryKey: adminUsersKeys.other(userId), queryFn: ({ signal }) => fetchOtherUserDetails(userId, signal) });
}
