import { getUsersRoute } from '@marketplace/contracts/identity/admin.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { adminUsersKeys } from './keys';
import { getUsers } from '../../../lib/api/client/identity/admin.routes';

/** GET /api/user/get-users: paged, searchable (email, user name, first or last name), filterable by type and status. */
export interface UsersListParams {
  page: number;
  pageSize: number;
  search?: string;
  userTypeId?: number;
  statusId?: number;
}

export type UsersPage = RouteResult<typeof getUsersRoute>;
export type AdminUserRow = UsersPage['Users'][number];

export function fetchUsers(params: UsersListParams, signal?: AbortSignal): Promise<UsersPage> {
  return getUsers({
    query: { page: params.page, pageSize: params.pageSize, search: params.search || undefined, userTypeId: params.userTypeId, statusId: params.statusId },
    signal,
  });
}

export const usersQuery = (params: UsersListParams) =>
  queryOptions({ queryKey: adminUsersKeys.list(params), queryFn: ({ signal }) => fetchUsers(params, signal) });

/** Keeps the previous page on screen while the next one loads (no flash of the spinner when paging). */
export function useUsers(params: UsersListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
