import type { RouteContract } from '@marketplace/contracts/shared/route';
import type { z } from 'zod';
import { http, type Query } from './http';

/**
 * A read the first load of a public page makes (the language list, the session, the inventory, a vehicle), without
 * its contract's schemas at run time (ADR 0066): the contract is imported for its types only (`import type`), so zod
 * stays out of that load. The method and path are written at the call and checked against the contract by the
 * compiler (`Pick<R, 'method' | 'path'>` of the contract's literal types: a path that differs does not compile).
 *
 * Nothing is parsed here: the query is the caller's typed value, and the server checks it (a 400 problem otherwise);
 * the answer is the one the server parsed with the same response schema before sending it (ResponseContractInterceptor),
 * so it is typed as that schema's output. Forms and every other call keep `callRoute` (lib/api-route.ts), which parses
 * both ways.
 */
type ReadContract = RouteContract & { readonly method: 'GET' };
type In<S> = S extends z.core.$ZodType ? z.input<S> : never;

export type ReadInput<R extends ReadContract> = (R['params'] extends z.core.$ZodType ? { params: In<R['params']> } : { params?: never }) &
  (R['query'] extends z.core.$ZodType ? { query?: In<R['query']> } : { query?: never }) & { signal?: AbortSignal };

export type ReadResult<R extends ReadContract> = z.output<R['response']>;

/** `/user/:id` + `{ id: 7 }` -> `/api/user/7`. */
export function routePath(path: string, params: Record<string, unknown> = {}): string {
  return `/api${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))}`;
}

/** GET a contract's route, e.g. `readRoute<typeof getVehicleRoute>({ method: 'GET', path: '/catalog/vehicles/:id' }, { params: { id } })`. */
export function readRoute<R extends ReadContract>(
  address: Pick<R, 'method' | 'path'>,
  input: ReadInput<R> = {} as ReadInput<R>,
): Promise<ReadResult<R>> {
  const { params, query, signal } = input as { params?: Record<string, unknown>; query?: Query; signal?: AbortSignal };
  return http.get(routePath(address.path, params), { query, signal, unchecked: true }) as Promise<ReadResult<R>>;
}
