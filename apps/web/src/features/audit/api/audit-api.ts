import { auditCustomerViewRoute, auditEventDiffRoute, auditSearchRoute, auditSubjectStateRoute, auditTimelineRoute } from '@marketplace/contracts/audit/console.routes';
import { auditDisputeListRoute, auditDisputesRoute, auditPaymentRoute } from '@marketplace/contracts/audit/disputes.routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath, type RouteResult } from '../../../lib/api-route';
import { auditCustomerView, auditEventDiff, auditReadModelCheck, auditReveal, auditSearch, auditSubjectState, auditTimeline } from '../../../lib/api/client/audit/console.routes';
import { auditDisputeList, auditDisputes, auditPayment, auditSaveDisputeEvidence, auditSubmitDisputeEvidence } from '../../../lib/api/client/audit/disputes.routes';

export type AuditSubject = RouteResult<typeof auditSearchRoute>['subjects'][number];
export type AuditTimeline = RouteResult<typeof auditTimelineRoute>;
export type AuditRow = AuditTimeline['rows'][number];
export type AuditDiff = RouteResult<typeof auditEventDiffRoute>;
export type CustomerView = RouteResult<typeof auditCustomerViewRoute>;
export type SubjectState = RouteResult<typeof auditSubjectStateRoute>;

export interface TimelineFilter {
  stream?: string;
  type?: string;
  actor?: string;
  after?: string;
}

const keys = {
  search: (q: string) => ['audit', 'search', q] as const,
  timeline: (subjectId: string, filter: TimelineFilter) => ['audit', 'timeline', subjectId, filter] as const,
  diff: (streamId: string, version: number) => ['audit', 'diff', streamId, version] as const,
  customerView: (subjectId: string, at: string) => ['audit', 'customer-view', subjectId, at] as const,
  state: (subjectId: string, version: number) => ['audit', 'state', subjectId, version] as const,
};

/** GET /api/audit/search (email, name, ids, VIN, company, correlation or Stripe id). */
export function useAuditSearch(q: string | undefined) {
  return useQuery({
    queryKey: keys.search(q ?? ''),
    queryFn: ({ signal }) => auditSearch({ query: { q: q! }, signal }),
    enabled: !!q,
    staleTime: 60_000,
  });
}

/** GET /api/audit/subjects/:id/timeline: its first page records that this staff member opened the subject. */
export function useAuditTimeline(subjectId: string | undefined, filter: TimelineFilter) {
  return useQuery({
    queryKey: keys.timeline(subjectId ?? '', filter),
    queryFn: ({ signal }) => auditTimeline({
      params: { subjectId: subjectId! },
      query: { stream: filter.stream || undefined, type: filter.type || undefined, actor: filter.actor || undefined, after: filter.after, limit: 100 },
      signal,
    }),
    enabled: !!subjectId,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useAuditDiff(streamId: string | undefined, version: number | undefined) {
  return useQuery({
    queryKey: keys.diff(streamId ?? '', version ?? 0),
    queryFn: ({ signal }) => auditEventDiff({ params: { streamId: streamId!, version: version! }, signal }),
    enabled: !!streamId && !!version,
    staleTime: Infinity,
  });
}

/** GET /api/audit/subjects/:id/customer-view: the buyer's screens at an instant (the last event's when none is given). */
export function useCustomerView(subjectId: string, at: string | undefined) {
  return useQuery({
    queryKey: keys.customerView(subjectId, at ?? ''),
    queryFn: ({ signal }) => auditCustomerView({ params: { subjectId }, query: { at }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit/subjects/:id/state?version=: the subject folded at a version of its own stream (404 past its end). */
export function useSubjectState(subjectId: string, version: number | undefined) {
  return useQuery({
    queryKey: keys.state(subjectId, version ?? -1),
    queryFn: ({ signal }) => auditSubjectState({ params: { subjectId }, query: { version }, signal }),
    enabled: version !== undefined,
    staleTime: Infinity,
  });
}

/** GET /api/audit/subjects/:id/read-model-check, on demand (it replays the subject's streams). */
export function useReadModelCheckMutation(subjectId: string) {
  return useMutation({ mutationFn: () => auditReadModelCheck({ params: { subjectId } }) });
}

export function useRevealMutation(subjectId: string) {
  return useMutation({ mutationFn: (reason: string) => auditReveal({ params: { subjectId }, body: { reason } }) });
}

/** The dispute bundle's address (a plain download: the browser sends the session cookie), its timeline in the buyer's language. */
export const bundleHref = (subjectId: string) => routePath('/audit/subjects/:subjectId/bundle', { subjectId });

export type DisputeCase = RouteResult<typeof auditDisputesRoute>['disputes'][number];

/** GET /api/audit/subjects/:id/disputes: the purchase's card disputes and the evidence to review (the opening is recorded). */
export function useDisputes(subjectId: string) {
  return useQuery({
    queryKey: ['audit', 'disputes', subjectId] as const,
    queryFn: ({ signal }) => auditDisputes({ params: { subjectId }, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** Saves the text evidence (a draft) or submits it to Stripe with the bundle's files. */
export function useDisputeEvidenceMutation(subjectId: string, disputeId: string, action: 'save' | 'submit') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (evidence: Record<string, string>): Promise<{ saved: true } | { status: string }> => (action === 'save'
      ? auditSaveDisputeEvidence({ params: { subjectId, disputeId }, body: { evidence } })
      : auditSubmitDisputeEvidence({ params: { subjectId, disputeId }, body: { evidence } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['audit', 'disputes', subjectId] }),
  });
}

export type DisputeList = RouteResult<typeof auditDisputeListRoute>;
export type DisputeListView = DisputeList['show'];

/** GET /api/audit/disputes?show=: support's disputes (open, due soon, for review, all). */
export function useDisputeList(show: DisputeListView) {
  return useQuery({
    queryKey: ['audit', 'dispute-list', show] as const,
    queryFn: ({ signal }) => auditDisputeList({ query: { show }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export type PaymentPage = RouteResult<typeof auditPaymentRoute>;

/** GET /api/audit/payments/:id: a payment's own page (its opening is recorded on its purchase's access log). */
export function usePayment(paymentIntentId: string) {
  return useQuery({
    queryKey: ['audit', 'payment', paymentIntentId] as const,
    queryFn: ({ signal }) => auditPayment({ params: { paymentIntentId }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}
