import { exportLeadAdfRoute, exportLeadsRoute, LeadChangeSchema, watchLeadsRoute, addLeadNoteRoute, addLeadTaskRoute, assignLeadRoute, getLeadCardRoute, moveLeadStageRoute, resendLeadRoute, getLeadsDetailsRoute, getLeadsRoute, getLeadStatisticsRoute } from '@marketplace/contracts/dealer/leads.routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { routePath } from '../../../lib/api-read';
import { isApiError } from '../../../lib/http';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api-route';
import { getLeadCard, getLeadDeliveries, getLeadShopitradeCompanyList, getLeadStatistics, getLeads, getLeadsDetails } from '../../../lib/api/client/dealer/leads.routes';

export type LeadFilters = NonNullable<RouteCallInput<typeof getLeadsRoute>['query']>;
export type StatisticsFilters = NonNullable<RouteCallInput<typeof getLeadStatisticsRoute>['query']>;
export type LeadsPage = RouteResult<typeof getLeadsRoute>;
export type LeadDetails = RouteResult<typeof getLeadsDetailsRoute>;
export type LeadStatistics = RouteResult<typeof getLeadStatisticsRoute>;
export type LeadCard = RouteResult<typeof getLeadCardRoute>;

const keys = {
  leads: (f: LeadFilters) => ['dealer', 'leads', f] as const,
  details: (leadId: string) => ['dealer', 'lead', leadId] as const,
  deliveries: (leadId: string) => ['dealer', 'lead', leadId, 'deliveries'] as const,
  statistics: (f: StatisticsFilters) => ['dealer', 'statistics', f] as const,
  shopitrade: (leadId: string) => ['dealer', 'lead', leadId, 'shopitrade'] as const,
  card: (leadId: string) => ['dealer', 'lead', leadId, 'card'] as const,
};

/** GET /api/company/get-lead-card: the buyer's contact card and the dealer's work on the lead (each opening is logged). */
export function useLeadCard(leadId: string) {
  return useQuery({ queryKey: keys.card(leadId), queryFn: ({ signal }) => getLeadCard({ query: { leadId }, signal }) });
}

const LEAD_ACTIONS = {
  assign: assignLeadRoute, stage: moveLeadStageRoute, note: addLeadNoteRoute, task: addLeadTaskRoute, resend: resendLeadRoute,
} as const;
export type LeadAction = keyof typeof LEAD_ACTIONS;
export type LeadActionBody<A extends LeadAction> = NonNullable<RouteCallInput<(typeof LEAD_ACTIONS)[A]>['body']>;

/**
 * One action on a lead at the version its card showed. Done, or refused because a colleague acted first (409
 * `dealer.lead_conflict`): the card, the list and the dashboard are read again, so the newer state shows.
 */
export function useLeadAction<A extends LeadAction>(action: A, leadId: string) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['dealer', 'lead', leadId] }),
    queryClient.invalidateQueries({ queryKey: ['dealer', 'leads'] }),
    queryClient.invalidateQueries({ queryKey: ['dealer', 'statistics'] }),
  ]);
  return useMutation({
    mutationFn: (body: LeadActionBody<A>) => callRoute(LEAD_ACTIONS[action] as typeof assignLeadRoute, { body: body as never }),
    onSuccess: refresh,
    onError: (error) => (isApiError(error, 'dealer.lead_conflict') ? refresh() : undefined),
  });
}

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

/** Where a browser downloads an export (a plain link: the session cookie goes with it, the file saves itself). */
export function leadExportUrl(filters: LeadFilters, format: 'adf' | 'csv'): string {
  const query = new URLSearchParams({ format });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && k !== 'page' && k !== 'pageSize') query.set(k, String(v));
  return `${routePath(exportLeadsRoute.path)}?${query}`;
}

export const leadAdfUrl = (leadId: string) => `${routePath(exportLeadAdfRoute.path)}?${new URLSearchParams({ leadId })}`;

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/**
 * The live inbox (issue #45 item 4, ADR 0079): while a lead page or the dashboard is open, the company's lead changes
 * arrive as Server-Sent Events (EventSource reconnects by itself and sends the last event id, so nothing is missed);
 * each one reads the list, the dashboard and that lead's card again. A new lead raises a browser notification when
 * the user allowed them. Answers the connection's state and how many new leads arrived since the page opened.
 */
export function useLiveLeads(companyId: number | undefined, notify: (leadId: string) => void): { state: LiveState; arrived: number } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const [arrived, setArrived] = useState(0);
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const query = companyId === undefined ? '' : `?${new URLSearchParams({ companyId: String(companyId) })}`;
    const source = new EventSource(`${routePath(watchLeadsRoute.path)}${query}`);
    const refresh = (leadId?: string) => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['dealer', 'leads'] }),
      queryClient.invalidateQueries({ queryKey: ['dealer', 'statistics'] }),
      queryClient.invalidateQueries({ queryKey: leadId ? ['dealer', 'lead', leadId] : ['dealer', 'lead'] }),
    ]);
    source.onopen = () => setState('live');
    source.onerror = () => setState('reconnecting');
    source.addEventListener('lead', (e) => {
      const change = LeadChangeSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
      if (!change.success) return;
      void refresh(change.data.leadId);
      if (change.data.change === 'created') {
        setArrived((n) => n + 1);
        notifyRef.current(change.data.leadId);
      }
    });
    source.addEventListener('reset', () => void refresh());
    return () => source.close();
  }, [companyId, queryClient]);
  return { state, arrived };
}
