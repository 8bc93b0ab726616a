// The contract's types only (readRoute, ADR 0066): every page's first load calls it, and zod stays out of that load.
import type { getLanguagesRoute } from '@marketplace/contracts/identity/session.mini';
import { queryOptions } from '@tanstack/react-query';
import { readRoute } from '../api-read';
import { FALLBACK_LANGUAGES, normaliseLanguages, type Language } from '../languages';

/** Every page waits for the language list, so a call that hangs counts as failed after this delay. */
export const LANGUAGES_TIMEOUT_MS = 5000;

/** GET /api/config/languages (spec §3 Config). Never fails: without an answer the app still works in both languages. */
export async function fetchLanguages(): Promise<Language[]> {
  try {
    return normaliseLanguages(await readRoute<typeof getLanguagesRoute>({ method: 'GET', path: '/config/languages' }, { signal: AbortSignal.timeout(LANGUAGES_TIMEOUT_MS) }));
  } catch (error) {
    console.warn('[config] languages unavailable, using en-ca and fr-ca', error);
    return [...FALLBACK_LANGUAGES];
  }
}

export const languagesQuery = queryOptions({
  queryKey: ['config', 'languages'] as const,
  queryFn: fetchLanguages,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});
