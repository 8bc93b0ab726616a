import { z } from 'zod';
import { Id, IdQuery } from './common';
import { defineRoute } from '../shared/route';

/**
 * Third-party price-guide configuration (spec §7), under /api/admin/third-parties/<spec name>.
 * API keys are write-only: answers carry `apiKeySet` and the last 4 characters, never the key.
 */
export const PRICE_GUIDE_PROVIDERS = ['black-book', 'j-d-power', 'local'] as const;

export const ApiConfigSchema = z.object({
  id: z.number().int(),
  provider: z.enum(PRICE_GUIDE_PROVIDERS),
  name: z.string(),
  baseUrl: z.string(),
  username: z.string().nullable(),
  apiKeySet: z.boolean(),
  apiKeyLast4: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});

export const ApiLogSchema = z.object({
  id: z.number().int(),
  configId: z.number().int().nullable(),
  provider: z.string(),
  at: z.string(),
  operation: z.string(),
  outcome: z.enum(['ok', 'error']),
  durationMs: z.number().int(),
  message: z.string(),
});

const tags = ['catalog-admin-third-parties'];

export const getApiConfigsRoute = defineRoute({
  method: 'GET', path: '/admin/third-parties/get-api-configs', summary: 'Price-guide provider configurations', tags,
  response: z.object({ items: z.array(ApiConfigSchema) }),
});
export const getApiLogsRoute = defineRoute({
  method: 'GET', path: '/admin/third-parties/get-api-logs', summary: 'Recent price-guide calls, newest first', tags,
  query: z.object({ configId: IdQuery.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ items: z.array(ApiLogSchema) }),
});
export const saveApiConfigRoute = defineRoute({
  method: 'POST', path: '/admin/third-parties/save-config', summary: 'Create (no id) or update a configuration; checks the connection and logs it', tags,
  body: z.strictObject({
    id: Id.optional(),
    provider: z.enum(PRICE_GUIDE_PROVIDERS),
    name: z.string().trim().min(1).max(100),
    baseUrl: z.url({ protocol: /^https$/ }).max(500).describe('https only'),
    username: z.string().max(200).nullable().optional(),
    apiKey: z.string().min(4).max(500).optional().describe('Write-only; omit to keep the stored key'),
    active: z.boolean().default(true),
  }),
  response: ApiConfigSchema,
});
