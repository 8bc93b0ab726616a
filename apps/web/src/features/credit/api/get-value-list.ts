import { CREDIT_VALUE_LIST_ROUTES, type CreditValueListName } from '@marketplace/contracts/credit/value-lists.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/creditapp/get-...: a spec §3 value list with its labels in both languages (constant: cached for the visit). */
export const creditValueListQuery = (name: CreditValueListName) =>
  queryOptions({ queryKey: ['credit-value-list', name] as const, queryFn: ({ signal }) => callRoute(CREDIT_VALUE_LIST_ROUTES[name], { signal }), staleTime: Infinity });

export function useCreditValueList(name: CreditValueListName) {
  return useQuery(creditValueListQuery(name));
}
