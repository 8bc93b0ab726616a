import { getLeadsDetailsRoute, getLeadsRoute, getLeadStatisticsRoute } from '@marketplace/contracts/dealer/leads.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteCallInput, RouteResult } from '../../../lib/api-route';
import { getLeadDeliveries, getLeadShopitradeCompanyList, getLeadStatistics, getLeads, getLeadsDetails } from '../../../lib/api/client/dealer/leads.routes';

export type LeadFilters = NonNullable<RouteCallInput<typeof getLeadsRoute>['query']>;
export type StatisticsFilters = NonNullable<RouteCallInput<typeof getLeadStatisticsRoute>['query']>;
export type LeadsPage = RouteResult<typeof getLeadsRoute>;
export type LeadDetails = RouteResult<typeof getLeadsDetailsRoute>;
export type LeadStatistics = RouteResult<typeof getLeadStatisticsRoute>;

const keys = {
  leads: (f: LeadFilters) => ['dealer', 'leads', f] as const,
  details: (leadId: string) => ['dealer', 'lead', leadId] as const,
  deliveries: (leadId: string) => ['dealer', 'lead', leadId, 'deliveries'] as const,
  statistics: (f: StatisticsFilters) => ['dealer', 'statistics', f] as const,
  shopitrade: (leadId: string) => ['dealer', 'lead', leadId, 'shopitrade'] as const,
};

/** GET /api/company/get-leads: lead management (a dealer: their company; staff: any or all), newest first. */
export function useLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: keys.leads(filters),
    queryFn: ({ signal }) => getLeads({ query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/company/get-leads-details: one lead and its timeline. */
export function useLeadDetails(leadId: string | null) {
  return useQuery({
    queryKey: keys.details(leadId ?? ''),
    queryFn: ({ signal }) => getLeadsDetails({ query: { leadId: leadId! }, signal }),
    enabled: leadId !== null,
  });
}

/** GET /api/company/get-lead-deliveries: where the lead was emailed (with its ADF file), sent or failed. */
export function useLeadDeliveries(leadId: string) {
  return useQuery({
    queryKey: keys.deliveries(leadId),
    queryFn: ({ signal }) => getLeadDeliveries({ query: { leadId }, signal }),
  });
}

/** GET /api/company/get-lead-statistics: the company dashboard's figures. */
export const leadStatisticsQuery = (filters: StatisticsFilters) =>
  queryOptions({ queryKey: keys.statistics(filters), queryFn: ({ signal }) => getLeadStatistics({ query: filters, signal }) });

export function useLeadStatistics(filters: StatisticsFilters) {
  return useQuery({ ...leadStatisticsQuery(filters), placeholderData: keepPreviousData });
}

/** GET /api/company/get-lead-shopitrade-company-list: the Shopitrade companies a lead may be offered to. */
export function useLeadShopitradeCompanies(leadId: string | null) {
  return useQuery({
    queryKey: keys.shopitrade(leadId ?? ''),
    queryFn: ({ signal }) => getLeadShopitradeCompanyList({ query: { leadId: leadId! }, signal }),
    enabled: leadId !== null,
  });
}
