/**
 * The answers a page rendered on the server was rendered from (ADR 0065), read without TanStack Router or Query: the
 * login page's island (src/entry-login.tsx, ADR 0086) runs neither. The router's inline script keeps its state in the
 * global `$_TSR.router` (TanStack Router's server-rendering protocol), whose `dehydratedData` is the app's own
 * `PageData` (lib/server-rendered.ts: TanStack Query's dehydrated cache as JSON). Undefined when any of it is missing.
 */
interface RouterScriptState {
  readonly $_TSR?: { readonly router?: { readonly dehydratedData?: { readonly queries?: unknown } } };
}

interface DehydratedQuery {
  readonly queryKey: readonly unknown[];
  readonly state: { readonly status: string; readonly data?: unknown };
}

/** The data of the query `queryKey` as the server answered it, or undefined (no such query, or it failed). */
export function renderedQueryData<T>(queryKey: readonly unknown[], scope: RouterScriptState = globalThis as RouterScriptState): T | undefined {
  const queries = scope.$_TSR?.router?.dehydratedData?.queries;
  if (typeof queries !== 'string') return undefined;
  try {
    const key = JSON.stringify(queryKey);
    const found = (JSON.parse(queries) as { queries?: DehydratedQuery[] }).queries?.find((q) => JSON.stringify(q.queryKey) === key);
    return found?.state.status === 'success' ? (found.state.data as T) : undefined;
  } catch {
    return undefined;
  }
}
