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

const isBrandId = (value: unknown): value is BrandId => (BRAND_IDS as readonly unknown[]).includes(value);
const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

export interface RuntimeConfig {
  /** Production host name (lower case, no port) -> brand. */
  brandHosts: Record<string, BrandId>;
  environmentTokens: Partial<Record<BrandId, string>>;
  /** Where a click on the brand logo leads. Without an entry the logo leads to the inventory. */
  brandHomeUrls: Partial<Record<BrandId, string>>;
  /** Origin of the inventory site (`{inventoryUrl}/{lang}/cars`). Empty: same origin. */
  inventoryUrl?: string;
  chatWidgetUrl?: string;
  sessionRecordingUrl?: string;
  /** Sign-in providers the server has credentials for: their buttons show on login and signup (issue #19). */
  socialProviders: (typeof SOCIAL_PROVIDERS)[number][];
  /** How long a sign-in lasts (the server's SESSION_DAYS), stated in the privacy policy. */
  sessionDays: number;
}

/*
 * Checked by hand, not with a zod schema: this runs before the first render of every page, and a schema here was the
 * only reason zod (about 10 KB as sent) was in the first load of the home, inventory and vehicle pages (ADR 0066).
 * Each field's rule is the one its zod schema stated; a field that breaks it is dropped (its default applies).
 */
type Check<T> = (value: unknown) => value is T;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An absolute http(s) URL (zod's `z.url({ protocol: /^https?$/ })`), kept as written (trimmed). */
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};
/** Same alphabet the server accepts for the X-Environment-Token header. */
const isEnvironmentToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
/** An object whose keys pass `key` and values pass `item`. */
const recordOf =
  <V>(key: (k: string) => boolean, item: Check<V>) =>
  (value: unknown): value is Record<string, V> =>
    isRecord(value) && Object.entries(value).every(([k, v]) => key(k) && item(v));
const isSessionDays = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 400;
const isProviders = (value: unknown): value is RuntimeConfig['socialProviders'] =>
  Array.isArray(value) && value.every((p) => (SOCIAL_PROVIDERS as readonly unknown[]).includes(p));

const FIELDS: { [K in keyof RuntimeConfig]-?: Check<RuntimeConfig[K]> } = {
  brandHosts: recordOf(() => true, isBrandId),
  environmentTokens: recordOf(isBrandId, isEnvironmentToken),
  brandHomeUrls: recordOf(isBrandId, isHttpUrl),
  inventoryUrl: isHttpUrl,
  chatWidgetUrl: isHttpUrl,
  sessionRecordingUrl: isHttpUrl,
  socialProviders: isProviders,
  sessionDays: isSessionDays,
};
const DEFAULTS = (): RuntimeConfig => ({ brandHosts: {}, environmentTokens: {}, brandHomeUrls: {}, socialProviders: [], sessionDays: 30 });
const URL_FIELDS: ReadonlySet<string> = new Set(['inventoryUrl', 'chatWidgetUrl', 'sessionRecordingUrl']);

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

/** Parses the injected object. A malformed value is reported and ignored field by field, never fatal; unknown fields are left out. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = isRecord(raw) ? raw : {};
  const config = DEFAULTS() as unknown as Record<string, unknown>;
  const bad: string[] = [];
  for (const [key, valid] of Object.entries(FIELDS) as [string, (value: unknown) => boolean][]) {
    const value = input[key];
    if (value === undefined) continue;
    if (!valid(value)) bad.push(key);
    else config[key] = URL_FIELDS.has(key) ? (value as string).trim() : value;
  }
  if (bad.length) console.warn('[config] ignoring invalid runtime configuration fields:', bad.join(', '));
  return config as unknown as RuntimeConfig;
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
