import { createCompanyRoute, getCompanyDetailsRoute, saveCompanyEmailsRoute, updateCompanyRoute } from '@marketplace/contracts/dealer/companies.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api-route';
import { getCompanies, getCompanyDetails, getCompanyEmails, getCompanyTypes } from '../../../lib/api/client/dealer/companies.routes';

export type Company = RouteResult<typeof getCompanyDetailsRoute>;
type BodyOf<R extends Parameters<typeof callRoute>[0]> = NonNullable<RouteCallInput<R>['body']>;

const keys = {
  all: ['dealer', 'companies'] as const,
  list: (search: string) => ['dealer', 'companies', 'list', search] as const,
  details: (id: number) => ['dealer', 'companies', 'details', id] as const,
  emails: (id: number) => ['dealer', 'companies', 'emails', id] as const,
  types: ['dealer', 'company-types'] as const,
};

/** GET /api/company/get-companies (staff). */
export const useCompanies = (search: string) =>
  useQuery({ queryKey: keys.list(search), queryFn: ({ signal }) => getCompanies({ query: { search: search || undefined }, signal }) });

/** GET /api/company/get-company-details. */
export const useCompanyDetails = (companyId: number) =>
  useQuery({ queryKey: keys.details(companyId), queryFn: ({ signal }) => getCompanyDetails({ query: { companyId }, signal }) });

/** GET /api/company/get-company-emails. */
export const useCompanyEmails = (companyId: number) =>
  useQuery({ queryKey: keys.emails(companyId), queryFn: ({ signal }) => getCompanyEmails({ query: { companyId }, signal }) });

/** GET /api/company/get-company-types. */
export const useCompanyTypes = () => useQuery({ queryKey: keys.types, queryFn: ({ signal }) => getCompanyTypes({ signal }), staleTime: Infinity });

function useCompanyMutation<R extends typeof createCompanyRoute | typeof updateCompanyRoute | typeof saveCompanyEmailsRoute>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<R>) => callRoute(route, { body } as RouteCallInput<R>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/company/create-company. */
export const useCreateCompany = () => useCompanyMutation(createCompanyRoute);
/** POST /api/company/update-company (409 when someone else saved first). */
export const useUpdateCompany = () => useCompanyMutation(updateCompanyRoute);
/** POST /api/company/save-company-emails (409 when someone else saved first). */
export const useSaveCompanyEmails = () => useCompanyMutation(saveCompanyEmailsRoute);
