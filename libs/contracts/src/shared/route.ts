import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod 4 schema: classic (`zod`) or `zod/mini`. Run them with zod's `safeParse(schema, value)` function. */
export type AnySchema = z.core.$ZodType;

/**
 * One HTTP operation under /api: its path (Nest/Fastify style, `:param`), input schemas and response schema.
 * The server validates with it, the OpenAPI document is generated from it, the web client parses with it.
 * Request bodies are strict objects: unknown fields are refused. Schemas are classic zod, except those the web's
 * first page load needs (`*.mini.ts`, zod/mini: it tree-shakes, classic zod does not).
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags?: readonly string[];
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  readonly response: AnySchema;
  /** Status of a successful answer (default 200). */
  readonly status?: number;
  /** Body size limit in bytes when it differs from the server default (1 MB). */
  readonly bodyLimit?: number;
  /** Served at the site root (`/widgets/1.js`), not under /api: not an API operation, so not in the OpenAPI document. */
  readonly outsideApi?: boolean;
}

export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

export type RouteInput<T extends RouteContract> = {
  params: T['params'] extends AnySchema ? z.output<T['params']> : Record<string, never>;
  query: T['query'] extends AnySchema ? z.output<T['query']> : Record<string, never>;
  body: T['body'] extends AnySchema ? z.output<T['body']> : undefined;
};

export type RouteResponse<T extends RouteContract> = z.input<T['response']>;
