import { createHash } from 'node:crypto';
/** Stripe's wire format: form-encoded parameters in, JSON objects and error envelopes out. */

/** `a[b][c]=v` and `a[]=v` form fields (how the SDK encodes parameters) into nested objects and arrays. */
export function parseForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (part === '' && Array.isArray(node)) {
        if (last) node.push(value);
        else node = node[node.push({}) - 1];
        return;
      }
      if (last) node[part] = value;
      else node = node[part] ??= parts[i + 1] === '' ? [] : {};
    });
  }
  return out;
}

/** Parameters as a string that does not depend on their order (Stripe compares a reused key's parameters, not their encoding). */
export function canonical(value: unknown): string {
  // An uploaded file's bytes count by their digest.
  if (Buffer.isBuffer(value)) return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** A list parameter as the SDK sends it: `x[0]=a&x[1]=b` (an object keyed by index) or `x[]=a`. */
export function listParam(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object') return Object.keys(value).sort((a, b) => Number(a) - Number(b)).map((k) => String((value as Record<string, unknown>)[k]));
  return [String(value)];
}

export const bool = (value: unknown): boolean | undefined => (value === undefined ? undefined : value === true || value === 'true');

export type Answer = readonly [status: number, body: unknown];

/** Stripe's error envelope (https://docs.stripe.com/api/errors). */
export class StripeApiError extends Error {
  constructor(readonly status: number, readonly body: { type: string; code?: string; message: string; param?: string; [k: string]: unknown }) {
    super(body.message);
  }

  answer(): Answer {
    return [this.status, { error: this.body }];
  }
}

export const invalid = (message: string, param?: string, code = 'parameter_missing') =>
  new StripeApiError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });

export const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });

export const unexpectedState = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, ...extra });

/** A list object, as Stripe pages them (the stand-in answers one page: `limit` newest). */
export function list<T>(url: string, data: T[], limit: unknown): { object: 'list'; url: string; has_more: boolean; data: T[] } {
  const n = Math.min(Math.max(Number(limit ?? 10) || 10, 1), 100);
  return { object: 'list', url, has_more: data.length > n, data: data.slice(0, n) };
}

/** Metadata as Stripe keeps it: string values; an empty string removes a key on update. */
export function metadataOf(params: unknown, before: Record<string, string> = {}): Record<string, string> {
  if (params === undefined) return before;
  if (params === '') return {};
  const out = { ...before };
  for (const [k, v] of Object.entries(params as Record<string, unknown>)) {
    if (v === '') delete out[k];
    else out[k] = String(v);
  }
  return out;
}
