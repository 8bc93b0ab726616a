import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { allMigrations, infrastructureParts } from './app.registry';
import { CatalogPublicApi } from './modules/catalog/catalog.public';
import { configuredSocialProviders } from './modules/identity/identity.public';
import { AppModule } from './app.module';
import { trustProxySetting, type AppConfig } from './platform/config/config';
import { migrate } from './platform/database/database';
import { CORRELATION_HEADER, correlationIdOf } from './platform/http/correlation-id';
import { endpointRegistry } from './platform/http/endpoint';
import { registerCompression } from './platform/http/compression';
import { CSRF, type Csrf } from './platform/http/csrf';
import { ProblemFilter, sendProblem, toProblem } from './platform/http/problem.filter';
import { originOf, registerSecurityHeaders, STRIPE_JS_ORIGINS } from './platform/http/security-headers';
import { filesIn, preloadPlan, withPreloads, type Manifest } from './platform/http/web-preload';
import { checkRedisPolicy, createInfrastructure, type Infrastructure } from './platform/infrastructure';
import { createLogger, loggedPath, PinoNestLogger } from './platform/logging/logger';
import { ShutdownState } from './platform/health/shutdown-state';
import { dropUntrustedTraceContext, traceParentTrust } from './platform/observability/trace-headers';
import { tracingEnabled } from './platform/observability/tracing';
import { CLOCK, type Clock } from './platform/clock/clock';
import { registerWebPages, type PageErrorSender } from './web-pages/web-pages';

export interface RunningApp {
  readonly app: NestFastifyApplication;
  readonly infra: Infrastructure;
  readonly url: string;
  /** The Prometheus scrape URL (METRICS_PORT's own server), or null without metrics. */
  readonly metricsUrl: string | null;
  /** Every route Fastify registered (method + url), for the route inventory test. */
  readonly routes: readonly { method: string; url: string }[];
  close(): Promise<void>;
}

export interface CreateAppOptions {
  readonly logger?: Logger;
  readonly migrate?: boolean;
  readonly listen?: boolean;
}

function findWebDist(config: AppConfig): string | null {
  const candidates = [config.WEB_DIST, path.resolve(__dirname, '../../web/dist'), path.resolve(process.cwd(), 'apps/web/dist')];
  return candidates.find((c): c is string => !!c && existsSync(path.join(c, 'index.html'))) ?? null;
}

/**
 * Runtime configuration for the web app (apps/web/src/lib/runtime-config.ts), injected into index.html as JSON in a
 * non-executable script tag, so the Content-Security-Policy needs no inline-script exception.
 */
function runtimeConfig(config: AppConfig) {
  const pairs = (value: string | undefined) =>
    Object.fromEntries((value ?? '').split(',').filter(Boolean).map((p) => p.split('=').map((s) => s.trim())));
  return {
    brandHosts: pairs(config.BRAND_HOSTS),
    sessionDays: config.SESSION_DAYS,
    socialProviders: configuredSocialProviders(config),
    ...(config.CHAT_WIDGET_URL ? { chatWidgetUrl: config.CHAT_WIDGET_URL } : {}),
    ...(config.SESSION_RECORDING_URL ? { sessionRecordingUrl: config.SESSION_RECORDING_URL } : {}),
    ...(config.STRIPE_PUBLISHABLE_KEY ? { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY } : {}),
  };
}

/** The web build's manifest (vite `build.manifest`), or null for a build without one. */
function readManifest(webDist: string): Manifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * index.html for a path: with its page's route chunks as preload hints (ADR 0031); one string per distinct plan, and
 * the plan of a path kept for the next request of it (working a plan out reads the whole manifest: a few milliseconds,
 * more than a kept server-rendered page costs to send, ADR 0065).
 */
function webIndexHtml(html: string, manifest: Manifest | null): (url: string) => string {
  const byPlan = new Map<string, string>();
  const byPath = new LRUCache<string, string>({ max: 5_000 });
  const inPage = filesIn(html);
  return (url) => {
    const pathname = url.split('?')[0];
    const known = byPath.get(pathname);
    if (known !== undefined) return known;
    const plan = manifest ? preloadPlan(manifest, pathname, inPage) : { modules: [], styles: [] };
    const key = plan.modules.join(',') + '|' + plan.styles.join(',');
    let result = byPlan.get(key);
    if (result === undefined) {
      result = withPreloads(html, plan);
      if (byPlan.size < 500) byPlan.set(key, result);
    }
    byPath.set(pathname, result);
    return result;
  };
}

export function injectRuntimeConfig(indexHtml: string, config: AppConfig): string {
  const json = JSON.stringify(runtimeConfig(config)).replace(/</g, '\\u003c');
  return indexHtml.replace(/(<script type="application\/json" id="app-config">)[\s\S]*?(<\/script>)/, `$1${json}$2`);
}

/** Builds the whole server: infrastructure, migrations, Nest on Fastify, web app, background workers. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const infra = createInfrastructure(config, logger, infrastructureParts());
  if (options.migrate !== false) await migrate(infra.db, allMigrations());
  // Before anything reads the time: outside production the environment's clock; production refuses a moved one.
  await infra.startClock().catch(async (error) => {
    await infra.close();
    throw error;
  });
  await infra.projections.ensureCheckpoints();

  let pageErrors: PageErrorSender | null = null;
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config),
    // The caller's X-Correlation-Id only when it is a short plain token (correlationIdOf), else a new UUID.
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => correlationIdOf(req.headers[CORRELATION_HEADER]),
    // Request logs carry the path only, without an email link's secret (loggedPath).
    loggerInstance: logger.child({ component: 'http' }, {
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: loggedPath(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Errors the router raises before any handler (URL too long, undecodable): a page's error page (in its language,
    // with its status), else problem details like every other error.
    frameworkErrors: (error: unknown, req: FastifyRequest, reply: FastifyReply) => {
      const problem = toProblem(error, String(req.id));
      let sent = false;
      try {
        sent = pageErrors?.(req, reply, problem.status) ?? false;
      } catch {
        sent = false; // the problem details below, then
      }
      if (!sent) sendProblem(reply, problem);
    },
  } as any);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(infra), adapter, {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    rawBody: true,
    abortOnError: false,
  });
  // Every route is under /api but the few a contract serves at the site root (the widget script, `outsideApi`).
  app.setGlobalPrefix('api', {
    exclude: endpointRegistry.filter((d) => d.route.outsideApi).map((d) => ({ path: d.route.path.replace(/^\//, ''), method: RequestMethod[d.route.method] })),
  });
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  // Requests by route and status, timed (ADR 0080); a caller's trace context only from a trusted proxy.
  infra.metrics?.instrument(fastify as any);
  if (tracingEnabled()) dropUntrustedTraceContext(fastify.server as Server, traceParentTrust(trustProxySetting(config)));
  const routes: { method: string; url: string }[] = [];
  // A route whose contract names its own body limit (uploads) gets it; every other route keeps BODY_LIMIT_BYTES.
  const bodyLimits = new Map(endpointRegistry.filter((d) => d.route.bodyLimit)
    .map((d) => [`${d.route.method} /api${d.route.path}`, d.route.bodyLimit!]));
  fastify.addHook('onRoute', (r: { method: string | string[]; url: string; bodyLimit?: number }) => {
    for (const method of [r.method].flat()) {
      routes.push({ method, url: r.url });
      const limit = bodyLimits.get(`${method} ${r.url}`);
      if (limit) r.bodyLimit = limit;
    }
  });
  await fastify.register(fastifyCookie as any);
  await registerCompression(fastify as any);
  registerSecurityHeaders(fastify as any, {
    extraScriptOrigins: [...originOf(config.CHAT_WIDGET_URL), ...originOf(config.SESSION_RECORDING_URL),
      ...(config.STRIPE_PUBLISHABLE_KEY ? STRIPE_JS_ORIGINS.script : [])],
    // Stripe.js (the deposit step, the subscription page) calls Stripe's API and opens its 3-D Secure frames.
    extraConnectOrigins: config.STRIPE_PUBLISHABLE_KEY ? STRIPE_JS_ORIGINS.connect : [],
    extraFrameOrigins: config.STRIPE_PUBLISHABLE_KEY ? STRIPE_JS_ORIGINS.frame : [],
    hsts: config.isProduction ? 'always' : 'off-localhost',
  });

  const webDist = findWebDist(config);
  const swaggerDist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  await fastify.register(fastifyStatic as any, { root: swaggerDist, prefix: '/api/docs/assets/', decorateReply: false, index: false });
  let indexHtml: ((url: string) => string) | null = null;
  if (webDist) {
    const html = injectRuntimeConfig(readFileSync(path.join(webDist, 'index.html'), 'utf8'), config);
    indexHtml = webIndexHtml(html, readManifest(webDist));
  }
  // The web app's files, crawl files and pages, each page with its status and head (ADR 0061), the public ones
  // rendered by the web app's server entry (ADR 0065) with the same runtime configuration as index.html's.
  pageErrors = await registerWebPages(fastify as any, {
    config, webDist, indexHtml, runtimeConfig: runtimeConfig(config), csrf: app.get<Csrf>(CSRF), catalog: app.get(CatalogPublicApi), clock: app.get<Clock>(CLOCK),
  });
  app.useGlobalFilters(new ProblemFilter());

  await app.init();
  if (config.RUN_PROJECTIONS) infra.projections.start();
  if (config.RUN_TIMERS) await infra.timers.start();
  if (infra.redis) void checkRedisPolicy(infra.redis, logger);

  let url = '';
  if (options.listen !== false) {
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    url = `http://localhost:${port}`;
  }

  const metrics = infra.metrics && config.METRICS_PORT !== undefined ? await infra.metrics.serve(config.METRICS_HOST, config.METRICS_PORT) : null;

  const shutdown = app.get(ShutdownState);
  let closing: Promise<void> | null = null;
  return {
    app, infra, url, routes, metricsUrl: metrics?.url ?? null,
    close() {
      // Not ready any more (the balancer's notice), then drain HTTP (Fastify finishes the requests in flight), then
      // stop the workers: the projections' leader lets its lock go and tells the standbys (ADR 0081); then the pools.
      closing ??= (async () => {
        shutdown.begin();
        if (config.SHUTDOWN_DRAIN_MS > 0) await delay(config.SHUTDOWN_DRAIN_MS);
        const cutOff = setTimeout(() => fastify.server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
        try {
          await app.close();
        } finally {
          clearTimeout(cutOff);
        }
        await infra.close();
        if (metrics) await new Promise((resolve) => metrics.server.close(resolve));
      })();
      return closing;
    },
  };
}
