import type { RouteContract } from '@marketplace/contracts/shared/route';
import type { z } from 'zod';
import { parse } from 'zod/mini';
import { routePath } from './api-read';
import { http } from './http';

export { routePath };

/**
 * A contract of libs/contracts. Its schemas are classic zod, or zod/mini (`*.mini.ts`, the login page's, whose check is
 * fetched on first use); zod's `parse` function runs both. The reads of a public page's first load do not come here
 * but to `readRoute` (api-read.ts), without zod.
 */
type ClientRoute = RouteContract;

type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : never;

/** What a caller gives for a route: its params, query and body, as the contract's input types. */
export type RouteCallInput<R extends ClientRoute> = (R['params'] extends z.core.$ZodType ? { params: InputOf<R['params']> } : { params?: never }) &
  (R['query'] extends z.core.$ZodType ? { query?: InputOf<R['query']> } : { query?: never }) &
  (R['body'] extends z.core.$ZodType ? { body: InputOf<R['body']> } : { body?: never }) & { signal?: AbortSignal };

export type RouteResult<R extends ClientRoute> = z.output<R['response']>;

/**
 * Calls an operation of libs/contracts: the method and path come from the contract, the request is checked against
 * its schemas before it leaves (defaults applied), and the answer is parsed with its response schema.
 */
export async function callRoute<R extends ClientRoute>(route: R, input: RouteCallInput<R> = {} as RouteCallInput<R>): Promise<RouteResult<R>> {
  const { params, query, body, signal } = input as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const parsedParams = route.params ? (parse(route.params, params) as Record<string, unknown>) : {};
  const parsedQuery = route.query ? (parse(route.query, query ?? {}) as Record<string, string | number | boolean | undefined>) : undefined;
  const parsedBody = route.body ? parse(route.body, body) : undefined;
  const path = routePath(route.path, parsedParams);
  const options = { query: parsedQuery, body: parsedBody, schema: route.response, signal };
  switch (route.method) {
    case 'GET':
      return http.get(path, options) as Promise<RouteResult<R>>;
    case 'POST':
      return http.post(path, options) as Promise<RouteResult<R>>;
    case 'PUT':
      return http.put(path, options) as Promise<RouteResult<R>>;
    case 'DELETE':
      return http.delete(path, options) as Promise<RouteResult<R>>;
    case 'PATCH':
      throw new Error('PATCH is not used by the API');
  }
}
