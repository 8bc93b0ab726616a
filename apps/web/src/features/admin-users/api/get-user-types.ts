import { getUserTypesRoute } from '@marketplace/contracts/identity/admin.routes';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { adminUsersKeys } from './keys';
import { getUserTypes } from '../../../lib/api/client/identity/admin.routes';

/** GET /api/user/get-user-types-legacy: the user types with their default sections (names are translated here). */
export type UserTypeRow = RouteResult<typeof getUserTypesRoute>[number];

export function fetchUserTypes(signal?: AbortSignal): Promise<UserTypeRow[]> {
  return getUserTypes({ signal });
}

export function useUserTypes() {
  return useQuery({ queryKey: adminUsersKeys.types, queryFn: ({ signal }) => fetchUserTypes(signal), staleTime: Infinity });
}
