import { z } from 'zod';
import { ProblemSchema, type AnySchema } from '@marketplace/contracts';
import type { EndpointDefinition } from '../http/endpoint';

const toSchema = (schema: AnySchema, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

function parameters(schema: AnySchema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: s,
  }));
}

function audienceText(def: EndpointDefinition): string {
  const a = def.access.allow;
  return a === 'public' ? 'public' : a === 'authenticated' ? 'any signed-in user' : `user types ${a.join(', ')}`;
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and the path: `GET /company/get-leads` -> `getCompanyGetLeads`,
 * `GET /buy-online/vehicle-timer/set/:id` -> `getBuyOnlineVehicleTimerSetById`. Method + path is unique per route,
 * and so is the id (buildOpenApi refuses a collision rather than publish an ambiguous client).
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean).flatMap((segment) =>
    segment.startsWith(':') ? ['By', ...words(segment.slice(1)).map(capital)] : words(segment).map(capital));
  return method.toLowerCase() + segments.join('');
}

/** The session cookie or a bearer token (the same session token, ARCHITECTURE §5); public routes need neither. */
const SIGNED_IN = [{ sessionCookie: [] }, { bearer: [] }];
const securityOf = (def: EndpointDefinition) => (def.access.allow === 'public' ? [] : SIGNED_IN);

/** What the document says about itself (partners read it at /api/docs). */
export const API_INFO = {
  title: 'Marketplace API',
  version: '1.0.0',
  description: 'The marketplace HTTP API. Signed-in calls carry the session token (the `User.Token` cookie or a bearer token); '
    + 'state-changing calls also carry the CSRF pair (the `XSRF-TOKEN` cookie echoed in the `X-XSRF-TOKEN` header). Errors are problem details.',
};

/** OpenAPI 3.1 generated from the contracts of every declared endpoint. */
export function buildOpenApi(endpoints: readonly EndpointDefinition[], info: { title: string; version: string; description?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  for (const def of endpoints) {
    const r = def.route;
    if (r.outsideApi) continue;
    const path = '/api' + r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const problem = { description: 'Problem details', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
    const operationId = operationIdOf(r.method, r.path);
    if (ids.has(operationId)) throw new Error(`OpenAPI: two operations would be named ${operationId} (${r.method} ${r.path})`);
    ids.add(operationId);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      operationId,
      summary: r.summary,
      security: securityOf(def),
      tags: r.tags ? [...r.tags] : undefined,
      description: `Allowed: ${audienceText(def)}.`,
      'x-allowed': def.access.allow,
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      requestBody: r.body ? { required: true, content: { 'application/json': { schema: toSchema(r.body, 'input') } } } : undefined,
      responses: {
        [String(r.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: toSchema(r.response, 'output') } } },
        '4XX': problem,
        '5XX': problem,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Problem: toSchema(ProblemSchema, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'User.Token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
