import { z } from 'zod';

/** RFC 9457 problem details, with our stable `code` and per-field errors. Every 4xx/5xx body has this shape. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
  correlationId: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
});

export type Problem = z.infer<typeof ProblemSchema>;
export type FieldError = z.infer<typeof FieldErrorSchema>;
