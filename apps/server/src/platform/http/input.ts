import type { AnySchema, FieldError, RouteContract } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Bad input: 400 with one entry per offending field. */
export class InputValidationError extends Error {
  constructor(
    readonly errors: FieldError[],
    /** The problem's code: a field's own code says what is wrong with it. */
    readonly code = 'validation.invalid_input',
  ) {
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

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, hence no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text the database cannot store, refused at the edge for every route (and every string of every contract) with its code. */
const MALFORMED_TEXT = [
  // PostgreSQL text cannot hold U+0000.
  { bad: (text: string) => text.includes('\u0000'), code: 'invalid_characters', problem: 'validation.invalid_input', message: 'Text may not contain NUL characters' },
  // A lone UTF-16 surrogate ("\ud800") is not Unicode text: PostgreSQL refuses it, JSON and UTF-8 cannot carry it faithfully.
  { bad: (text: string) => LONE_SURROGATE.test(text), code: 'validation.invalid_text', problem: 'validation.invalid_text', message: 'Text must be well-formed Unicode' },
] as const;
type MalformedText = (typeof MALFORMED_TEXT)[number];

const malformed = (text: string): MalformedText | undefined => MALFORMED_TEXT.find((rule) => rule.bad(text));

/** The first string (or object key) of a request part that is not storable text, with its path. */
function findMalformedText(value: unknown, path: string, depth = 0): { path: string; rule: MalformedText } | null {
  if (typeof value === 'string') {
    const rule = malformed(value);
    return rule ? { path, rule } : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const keyRule = malformed(key);
    if (keyRule) return { path, rule: keyRule };
    const found = findMalformedText(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function parseInput(route: RouteContract, req: FastifyRequest) {
  const errors: FieldError[] = [];
  for (const [part, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
    const found = findMalformedText(value, part);
    if (found) throw new InputValidationError([{ path: found.path, code: found.rule.code, message: found.rule.message }], found.rule.problem);
  }
  const params = parsePart(route.params, req.params, 'params', errors);
  const query = parsePart(route.query, req.query, 'query', errors);
  const body = parsePart(route.body, req.body, 'body', errors);
  if (errors.length > 0) throw new InputValidationError(errors);
  return { params, query, body };
}
