import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(def);

/** Every setting the server reads, validated once at boot. docs/configuration.md mirrors this. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(3000, 0, 65535),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  /** Append statements in flight at once before concurrent appends are sent together (ADR 0052); 0: one per core, 2 at least. */
  EVENT_STORE_APPENDS_IN_FLIGHT: int(0, 0, 200),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs CSRF tokens. Required in production. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Wraps per-person data keys (base64, 32 bytes). Required in production. */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  /**
   * In production, which peers' X-Forwarded-For is believed (the client's address for the per-IP throttles and the
   * devices list): a hop count, or addresses, CIDR ranges and proxy-addr's names, comma-separated; `none` believes no one.
   */
  // No hop count: Fastify 5.12 trusts no peer for one (it cannot check who connected), so it would be read and ignored.
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal')
    .refine((v) => !/^\s*\d+\s*$/.test(v), 'a hop count is not taken (Fastify trusts no peer for one): name the proxies, e.g. their addresses or CIDR ranges'),
  WEB_DIST: z.string().optional(),
  /**
   * The Prometheus metrics' own port (GET /metrics there, ADR 0080); unset: no metrics. Never the public port: bind
   * it to a private address (METRICS_HOST) the scraper reaches and the internet does not. 0 picks a free port (tests).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** /api/health/ready answers 503 while one of this instance's projections is further behind than this (ADR 0081). */
  READY_MAX_PROJECTION_LAG_SECONDS: int(30, 1, 86_400),
  /** On SIGTERM, how long /api/health/ready answers 503 before the server stops taking requests (the balancer's notice). */
  SHUTDOWN_DRAIN_MS: int(0, 0, 60_000),
  /**
   * Then, how long the requests in flight have to finish before their connections are closed: a client that stops
   * reading a large answer would otherwise hold the shutdown until the socket times out (40 s and more were seen).
   */
  SHUTDOWN_GRACE_MS: int(10_000, 0, 600_000),
  RUN_PROJECTIONS: bool.default(true),
  RUN_TIMERS: bool.default(true),
  TIMER_RECONCILE_MS: z.coerce.number().int().min(50).optional(),
  /** How long an owner's read waits for its projections to pass their last write (read-your-writes). */
  READ_YOUR_WRITES_WAIT_MS: int(1000, 0, 60_000),
  SMTP_URL: z.string().optional(),
  /** Production without SMTP_URL refuses to boot; `true` boots anyway and sends no email at all (benchmarks). */
  MAIL_DISABLED_IN_PRODUCTION: bool.default(false),
  /** Twilio Programmable Messaging for SMS (all three, or the development driver: nothing sent, dev outbox). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sender: a number in E.164 (+1…) or a messaging service id (MG…). */
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  MAIL_FROM: z.string().default('Marketplace <no-reply@marketplace.local>'),
  /**
   * Support's shared mailboxes for notices to support (a card dispute's evidence due soon, ADR 0087), comma-separated,
   * each `address` (English) or `fr-ca:address` / `en-ca:address`. Unset: each active admin, in their own language.
   */
  SUPPORT_EMAILS: z.string().optional().refine((v) => v === undefined || supportMailboxesOf(v) !== null, 'must be addresses, each optionally after en-ca: or fr-ca:'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Production without STRIPE_SECRET_KEY refuses every payment; `true` uses the Stripe stand-in instead (demos, benchmarks). */
  STRIPE_LOCAL_IN_PRODUCTION: bool.default(false),
  /** Without STRIPE_SECRET_KEY: where the Stripe stand-in process listens (ADR 0069; `npm start` and the tests start it). */
  STRIPE_STANDIN_URL: z.url().default('http://127.0.0.1:12111'),
  /** The stand-in account's key (each key is an account of its own there: the tests give each server one). */
  STRIPE_STANDIN_KEY: z.string().regex(/^sk_test_\w+$/, 'must be a test key, sk_test_…').default('sk_test_standin'),
  /** The signing secret of the deposits webhook endpoint (/api/finances/stripe-webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The signing secret of the dealer-plans webhook endpoint (/api/dealer/stripe-webhook): Stripe gives each endpoint its
   * own. Outside production it falls back to STRIPE_WEBHOOK_SECRET (`stripe listen` signs all it forwards with one).
   */
  STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: z.string().min(1).optional(),
  CHAT_WIDGET_URL: z.string().optional(),
  SESSION_RECORDING_URL: z.string().optional(),
  BRAND_HOSTS: z.string().optional(),
  /** How long a session lasts (spec §3: the login always asks to be remembered); stated in the privacy policy. */
  SESSION_DAYS: int(30, 1, 400),
  /** Sign in with Google (OpenID Connect): both set to show the button. GOOGLE_ISSUER points at a local stand-in in tests. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Sign in with Facebook (OAuth 2.0 + Graph /me): both set to show the button; the URLs point at a stand-in in tests. */
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  /**
   * Credit soft pulls: `simulated`, `equifax` or `transunion` (each driver's own variables are read by the credit
   * module, ADR 0017). Outside production the simulated bureau is the default; production must name one.
   */
  CREDIT_BUREAU: z.enum(['simulated', 'equifax', 'transunion']).optional(),
  LOCK_MINUTES: z.coerce.number().positive().default(30),
  LOCK_EXTENSION_MINUTES: z.coerce.number().positive().default(15),
  /**
   * scrypt's cost as log2 N (ADR 0092). Production keeps OWASP's 14 (16 MiB, about 170 ms a hash); test servers use 10,
   * a sixteenth of the work, since the suites create thousands of users: the same code, salts and checks, cheaper.
   */
  PASSWORD_SCRYPT_LOG2_N: int(14, 10, 20),
  /** Outside production only (the chaos suite, ADR 0085): the deposit's reservation in minutes instead of the spec's 5 days. */
  RESERVATION_MINUTES: z.coerce.number().positive().optional(),
  /** Vehicles one buyer may hold with a lock at once (a deposit's reservation does not count). */
  LIVE_LOCKS_PER_BUYER: int(3, 1, 100_000),
  /** Days an inventory import keeps its file and row errors once finished; then they are purged (its summary stays). */
  INVENTORY_IMPORT_RETENTION_DAYS: int(30, 1, 3650),
}).superRefine((c, ctx) => {
  const twilio = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    ctx.addIssue({ code: 'custom', path: ['TWILIO_ACCOUNT_SID'], message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together' });
  }
  if (c.NODE_ENV === 'production') {
    if (c.PASSWORD_SCRYPT_LOG2_N < 14) ctx.addIssue({ code: 'custom', path: ['PASSWORD_SCRYPT_LOG2_N'], message: 'is 14 at least in production (OWASP: N = 2^14)' });
    if (c.RESERVATION_MINUTES !== undefined) ctx.addIssue({ code: 'custom', path: ['RESERVATION_MINUTES'], message: 'is for tests only: production keeps the 5-day reservation' });
    if (!c.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    if (!c.DATA_ENCRYPTION_KEY) ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: 'is required in production' });
    // Links in emails sent outside a request (timers) would otherwise point at this machine's localhost.
    if (!c.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production (the base URL of links in emails)' });
    // Without SMTP no reset link, receipt or reminder leaves: refused, as payments without Stripe are (ADR 0044).
    if (!c.SMTP_URL && !c.MAIL_DISABLED_IN_PRODUCTION) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (or MAIL_DISABLED_IN_PRODUCTION=true to send no email)' });
    }
    // A made-up credit score must never reach a real buyer by default: production names its bureau, `simulated` included.
    if (!c.CREDIT_BUREAU) {
      ctx.addIssue({ code: 'custom', path: ['CREDIT_BUREAU'], message: 'is required in production (equifax, transunion, or simulated for a demo)' });
    }
    // Real Stripe: each webhook endpoint has its own secret, and production never shares one between them.
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SUBSCRIPTION_WEBHOOK_SECRET'] as const) {
      if (c.STRIPE_SECRET_KEY && !c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production with STRIPE_SECRET_KEY' });
    }
  }
});

export type AppConfig = z.infer<typeof ConfigSchema> & {
  readonly sessionSecret: string;
  readonly isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const DEV_SECRET = 'development-only-secret-do-not-use-in-production!!';

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const c = parsed.data;
  return { ...c, sessionSecret: c.SESSION_SECRET ?? DEV_SECRET, isProduction: c.NODE_ENV === 'production' };
}

/** A shared support mailbox and the language written to it. */
export interface SupportMailbox {
  readonly email: string;
  readonly language: 'en-ca' | 'fr-ca';
}

const MAILBOX = /^(?:(en-ca|fr-ca):)?([^\s@,:]+@[^\s@,:]+\.[^\s@,:]+)$/i;

/** SUPPORT_EMAILS read (null when one entry is not an address); an empty value is none. */
export function supportMailboxesOf(value: string | undefined): SupportMailbox[] | null {
  const entries = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const out: SupportMailbox[] = [];
  for (const entry of entries) {
    const m = MAILBOX.exec(entry);
    if (!m) return null;
    out.push({ email: m[2], language: (m[1]?.toLowerCase() as 'en-ca' | 'fr-ca' | undefined) ?? 'en-ca' });
  }
  return out;
}

/**
 * The deployment's namespace in shared Redis: its database name. Every instance of one deployment shares its rate
 * counters and its timer queue there; two deployments (or two test databases) sharing a Redis never mix them.
 */
export function deploymentNamespace(config: Pick<AppConfig, 'DATABASE_URL'>): string {
  try {
    return new URL(config.DATABASE_URL).pathname.replace(/^\//, '') || 'default';
  } catch {
    return 'default';
  }
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY, in production only (development and tests are reached directly). Never
 * `true`: that would take the leftmost X-Forwarded-For address, which any client writes, and let it walk past every
 * per-IP throttle; trusted peers are walked from the right, so the address is the one the nearest trusted proxy saw.
 */
export function trustProxySetting(config: Pick<AppConfig, 'TRUST_PROXY' | 'isProduction'>): false | string[] {
  if (!config.isProduction) return false;
  const value = config.TRUST_PROXY.trim();
  if (value === '' || value === 'none') return false;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
