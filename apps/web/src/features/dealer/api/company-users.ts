import { inviteCompanyUserRoute, removeCompanyUserRoute, setCompanyManagerRoute } from '@marketplace/contracts/dealer/company-users.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteCallInput } from '../../../lib/api-route';
import { getCompanyUsers } from '../../../lib/api/client/dealer/company-users.routes';

const key = (companyId: number) => ['dealer', 'companies', 'users', companyId] as const;

/** GET /api/company/get-company-users: the company's users, and whether the caller may manage the company (issue #45). */
export const useCompanyUsers = (companyId: number) =>
  useQuery({ queryKey: key(companyId), queryFn: ({ signal }) => getCompanyUsers({ query: { companyId }, signal }) });

function useUsersMutation<R extends typeof inviteCompanyUserRoute | typeof removeCompanyUserRoute | typeof setCompanyManagerRoute>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<R>['body']>) => callRoute(route, { body } as RouteCallInput<R>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dealer', 'companies', 'users'] }),
  });
}

/** POST /api/company/invite-company-user. */
export const useInviteCompanyUser = () => useUsersMutation(inviteCompanyUserRoute);
/** POST /api/company/remove-company-user. */
export const useRemoveCompanyUser = () => useUsersMutation(removeCompanyUserRoute);
/** POST /api/company/set-company-manager. */
export const useSetCompanyManager = () => useUsersMutation(setCompanyManagerRoute);
