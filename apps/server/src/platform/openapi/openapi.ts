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

/** OpenAPI 3.1 generated from the contracts of every declared endpoint. */
export function buildOpenApi(endpoints: readonly EndpointDefinition[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of endpoints) {
    const r = def.route;
    const path = '/api' + r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const problem = { description: 'Problem details', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
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
