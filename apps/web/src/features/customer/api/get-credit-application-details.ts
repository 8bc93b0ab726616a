import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http, isApiError } from '../../../lib/http';

/**
 * GET /api/creditapp/get-credit-application-details: the customer's credit application, if any.
 * 404 means "no application" (the list is empty), not a failure.
 */
export const CreditApplicationSchema = z
  .object({
    Id: z.union([z.string(), z.number()]).optional(),
    Status: z.string().nullish(),
    DateCreated: z.string().nullish(),
    vehicleType: z.string().nullish(),
    vehicleCondition: z.string().nullish(),
  })
  .loose();
export type CreditApplication = z.infer<typeof CreditApplicationSchema>;

const ResponseSchema = z
  .union([z.array(CreditApplicationSchema), CreditApplicationSchema, z.null()])
  .transform((value) => (value === null ? [] : Array.isArray(value) ? value : [value]));

export async function fetchCreditApplications(signal?: AbortSignal): Promise<CreditApplication[]> {
  try {
    return (await http.get('/api/creditapp/get-credit-application-details', { schema: ResponseSchema, signal })) ?? [];
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code !== 'http.not_found') return [];
    throw error;
  }
}

export const creditApplicationsQuery = (userGuid: string) =>
  queryOptions({ queryKey: ['customer', 'credit-applications', userGuid] as const, queryFn: ({ signal }) => fetchCreditApplications(signal) });

export function useCreditApplications(userGuid: string) {
  return useQuery(creditApplicationsQuery(userGuid));
}
