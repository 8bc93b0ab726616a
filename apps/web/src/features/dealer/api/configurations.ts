import { CONFIGURATION_ROUTES, type ConfigurationSection } from '@marketplace/contracts/dealer/configurations.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { getShopitradeCompanies } from '../../../lib/api/client/dealer/configurations.routes';

const key = (section: ConfigurationSection, companyId: number) => ['dealer', 'companies', 'configuration', section, companyId] as const;

/** GET the section's call (e.g. /api/company/get-company-forms-details). */
export function useConfiguration(section: ConfigurationSection, companyId: number) {
  return useQuery({
    queryKey: key(section, companyId),
    queryFn: ({ signal }) => callRoute(CONFIGURATION_ROUTES[section].get, { query: { companyId }, signal }),
  });
}

/** POST the section's save (e.g. /api/company/update-company-forms-configuration); 409 when the company changed since. */
export function useSaveConfiguration(section: ConfigurationSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { companyId: number; expectedVersion: number; settings: Record<string, unknown> }) =>
      callRoute(CONFIGURATION_ROUTES[section].save as (typeof CONFIGURATION_ROUTES)['forms']['save'], { body: body as never }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dealer', 'companies'] }),
  });
}

/** GET /api/company/get-shopitrade-companies (staff): the companies taking part in Shopitrade, by name. */
export function useShopitradeCompanies() {
  return useQuery({
    queryKey: ['dealer', 'companies', 'shopitrade'],
    queryFn: ({ signal }) => getShopitradeCompanies({ signal }),
  });
}
