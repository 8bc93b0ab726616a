import type { AnySchema, FieldError, RouteContract } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Bad input: 400 with one entry per offending field. */
export class InputValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super('Invalid input');
    this.name = 'InputValidationError';
  }
}

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[], prefix: string): FieldError[] {
  return issues.flatMap((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, code: 'unknown_field', message: `Unknown field '${key}'` }));
    }
    return [{ path, code: issue.code === 'custom' ? (issue.params?.code as string) ?? 'invalid' : issue.code, message: issue.message }];
  });
}

function parsePart(schema: AnySchema | undefined, value: unknown, prefix: string, errors: FieldError[]): unknown {
  if (!schema) return prefix === 'body' ? undefined : {};
  const result = z.safeParse(schema, value ?? (prefix === 'body' ? undefined : {}));
  if (result.success) return result.data;
  errors.push(...zodIssuesToFieldErrors(result.error.issues, prefix));
  return undefined;
}

/** PostgreSQL text cannot hold U+0000: refuse it at the edge for every route instead of failing deep inside. */
function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNulCharacter(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function parseInput(route: RouteContract, req: FastifyRequest) {
  const errors: FieldError[] = [];
  for (const [part, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
    const at = findNulCharacter(value, part);
    if (at) throw new InputValidationError([{ path: at, code: 'invalid_characters', message: 'Text may not contain NUL characters' }]);
  }
  const params = parsePart(route.params, req.params, 'params', errors);
  const query = parsePart(route.query, req.query, 'query', errors);
  const body = parsePart(route.body, req.body, 'body', errors);
  if (errors.length > 0) throw new InputValidationError(errors);
  return { params, query, body };
}
