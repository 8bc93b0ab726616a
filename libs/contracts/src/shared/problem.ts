import * as z from 'zod/mini';

/**
 * RFC 9457 problem details, with our stable `code` and per-field errors. Every 4xx/5xx body has this shape.
 * zod/mini: the web's HTTP client is on every page, classic zod is not (see route.ts).
 */
export const FieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().check(z.int()),
  code: z.string(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(FieldErrorSchema)),
  correlationId: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.number().check(z.int())),
});

export type Problem = z.infer<typeof ProblemSchema>;
export type FieldError = z.infer<typeof FieldErrorSchema>;
