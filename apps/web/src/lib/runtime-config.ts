// zod/mini, not classic zod: this runs before the first render of every page, and zod/mini tree-shakes.
import * as z from 'zod/mini';

/**
 * Runtime configuration injected by the server into index.html (the same build serves every environment and every
 * brand). Everything is optional: an empty object is valid. Preferred form, which needs no inline-script CSP exception:
 *
 * ```html
 * <script type="application/json" id="app-config">{ "brandHosts": { "finance.example.ca": "finance" } }</script>
 * ```
 *
 * The equivalent script form also works:
 *
 * ```html
 * <script>window.__APP_CONFIG__ = {
 *   "brandHosts": { "finance.example.ca": "finance", "echange.example.ca": "trade-in" },
 *   "environmentTokens": { "finance": "prod-finance" },
 *   "brandHomeUrls": { "dealer-group": "https://group.example.ca" },
 *   "inventoryUrl": "https://inventory.example.ca",
 *   "chatWidgetUrl": "https://chat.example.com/widget.js",
 *   "sessionRecordingUrl": "https://rec.example.com/rec.js"
 * }</script>
 * ```
 */
export const BRAND_IDS = ['default', 'finance', 'trade-in', 'dealer-group', 'listing', 'directory'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

const BrandIdSchema = z.enum(BRAND_IDS);
const HttpUrl = z.url({ protocol: /^https?$/ });
/** Same alphabet the server accepts for the X-Environment-Token header. */
const EnvironmentToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const RuntimeConfigSchema = z.object({
  /** Production host name (lower case, no port) -> brand. */
  brandHosts: z._default(z.record(z.string(), BrandIdSchema), {}),
  environmentTokens: z._default(z.partialRecord(BrandIdSchema, EnvironmentToken), {}),
  /** Where a click on the brand logo leads. Without an entry the logo leads to the inventory. */
  brandHomeUrls: z._default(z.partialRecord(BrandIdSchema, HttpUrl), {}),
  /** Origin of the inventory site (`{inventoryUrl}/{lang}/cars`). Empty: same origin. */
  inventoryUrl: z.optional(HttpUrl),
  chatWidgetUrl: z.optional(HttpUrl),
  sessionRecordingUrl: z.optional(HttpUrl),
  /** How long a sign-in lasts (the server's SESSION_DAYS), stated in the privacy policy. */
  /** Sign-in providers the server has credentials for: their buttons show on login and signup (issue #19). */
  socialProviders: z._default(z.array(z.enum(['google', 'facebook'])), []),
  sessionDays: z._default(z.int().check(z.minimum(1), z.maximum(400)), 30),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

/** Parses the injected object. A malformed value is reported and ignored field by field, never fatal. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const result = RuntimeConfigSchema.safeParse(input);
  if (result.success) return result.data;
  // Keep the valid fields: drop each field that failed.
  const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  console.warn('[config] ignoring invalid runtime configuration fields:', [...bad].join(', '));
  const cleaned = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
  return RuntimeConfigSchema.parse(cleaned);
}

/** The injected object: `window.__APP_CONFIG__`, else the JSON of `<script type="application/json" id="app-config">`. */
export function readInjectedConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  if (typeof window !== 'undefined' && window.__APP_CONFIG__ !== undefined) return window.__APP_CONFIG__;
  const text = doc?.getElementById('app-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    console.warn('[config] #app-config is not valid JSON; using defaults');
    return undefined;
  }
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(readInjectedConfig());
  return cached;
}

/**
 * The configuration where there is no document to read it from: the server's rendering of public pages
 * (src/entry-server.tsx) gives the object it injects into index.html, so its pages render as the browser's will.
 */
export function provideRuntimeConfig(raw: unknown): RuntimeConfig {
  cached = parseRuntimeConfig(raw);
  return cached;
}
