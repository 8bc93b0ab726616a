import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Problem } from '@marketplace/contracts/shared/problem';
import { ApiError, isApiError } from './http';

/**
 * A public page rendered on the server (ADR 0065) comes with the answers it was rendered from, in TanStack Router's
 * state for the browser (its `dehydrate` and `hydrate` options): the browser's queries start from them, so the page
 * hydrates as it was rendered and asks nothing again. A refusal the page shows (a vehicle that is not there: 404) goes
 * too, as its problem details; a query that failed otherwise makes the server send the page unrendered instead.
 */
export interface PageData {
  /** TanStack Query's dehydrated cache as JSON (answers are JSON already; a refusal is `{ problem }`). */
  readonly queries: string;
}

/** A query's failure that a page renders as it is, and may carry to the browser: the API's refusal (4xx). */
const isPageRefusal = (error: unknown): error is ApiError => isApiError(error) && error.status >= 400 && error.status < 500;

/** The data of a page the server rendered: every answer, and every refusal as its problem details. */
export function pageDataOf(queryClient: QueryClient): PageData {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isPageRefusal(query.state.error)),
    shouldRedactErrors: () => false,
  });
  const queries = state.queries.map((q) => (isApiError(q.state.error) ? { ...q, state: { ...q.state, error: { problem: q.state.error.problem } } } : q));
  return { queries: JSON.stringify({ ...state, queries }) };
}

/** Whether the page's queries all ended in a state the browser can be given as it is. */
export function pageDataComplete(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .every((q) => q.state.status !== 'error' || isPageRefusal(q.state.error));
}

/**
 * The browser's side: the answers into its query cache, as of now (the page is as fresh as it was served: a page the
 * server kept a while is still current, ADR 0065), so nothing is asked again when the page mounts.
 */
export function hydratePageData(queryClient: QueryClient, data: PageData, now = Date.now()): void {
  const state = JSON.parse(data.queries) as DehydratedState;
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error as { problem?: Problem } | null;
      return {
        ...q,
        state: {
          ...q.state,
          ...(q.state.status === 'success' ? { dataUpdatedAt: now } : { errorUpdatedAt: now }),
          error: error?.problem ? new ApiError(error.problem) : q.state.error,
        },
      };
    }),
  });
}
