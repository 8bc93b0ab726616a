import { context, propagation, ROOT_CONTEXT, SpanStatusCode, trace, type Attributes, type Context, type Link } from '@opentelemetry/api';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store/event-store.port';

/**
 * Traces (ADR 0080). OpenTelemetry starts only when OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only variant) is set:
 * without it nothing of the SDK is loaded and every helper here returns at its first line, so a server without a
 * collector pays nothing. The trace context crosses processes in each event's metadata (`traceparent`): a projection,
 * an integration-event consumer or a timer that handles the event joins the trace of the request that appended it.
 */

const TRACER = 'marketplace';

let enabled = false;

/** True once the SDK runs in this process. */
export function tracingEnabled(): boolean {
  return enabled;
}

export interface Telemetry {
  /** Sends the spans still buffered and stops the SDK (graceful shutdown). */
  shutdown(): Promise<void>;
}

/** True when the environment names an OTLP endpoint for traces. */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * Starts the OpenTelemetry Node SDK (traces only; metrics are Prometheus', ADR 0080) with the HTTP, Fastify, pg and
 * ioredis instrumentations, exported over OTLP as the standard OTEL_* variables say. Must run before those libraries
 * are loaded (main.ts imports `./instrument` first). Null when no endpoint is configured.
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): Telemetry | null {
  if (enabled || !tracingConfigured(env)) return null;
  // Loaded only when tracing is configured (no cost otherwise).
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'marketplace-server',
    // Traces only: the metrics are prom-client's (ADR 0080), the logs pino's on stdout with the trace id.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The probes and the scrapes would be most of the traces, and say nothing.
        ignoreIncomingRequestHook: (req) => /^\/api\/health(\/|$)/.test(req.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Background polls (the projections' puller, the timers' reconcile) outside any trace are not traced.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  enabled = true;
  return {
    async shutdown() {
      enabled = false;
      await sdk.shutdown();
    },
  };
}

function tracer() {
  return trace.getTracer(TRACER);
}

/**
 * Runs `fn` in a span (a child of `parent`, else of the active context) when tracing is on; else just runs it.
 * The span records what `fn` threw.
 */
export async function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>, parent?: { context: Context; links: Link[] }): Promise<T> {
  if (!enabled) return fn();
  return tracer().startActiveSpan(name, { attributes, links: parent?.links }, parent?.context ?? context.active(), async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The events with the active trace context in their metadata (`traceparent`), so that whoever handles them joins it. */
export function withTraceContext<E extends NewEvent>(events: readonly E[]): readonly E[] {
  const trace = activeTraceCarrier();
  if (!trace) return events;
  return events.map((e) => ({ ...e, metadata: { ...e.metadata, ...trace } }));
}

/** A W3C trace context as it is stored beside what a span started (an event's metadata, a deadline). */
export interface TraceCarrier {
  readonly traceparent: string;
  readonly tracestate?: string;
}

/** The active span's context (null when tracing is off or no span is active). */
export function activeTraceCarrier(): TraceCarrier | null {
  if (!enabled) return null;
  const carrier: { traceparent?: string; tracestate?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? { traceparent: carrier.traceparent, ...(carrier.tracestate ? { tracestate: carrier.tracestate } : {}) } : null;
}

/**
 * Where a timer's firing goes in the traces (ADR 0080), from the context its deadline kept of the span that scheduled
 * it. A deadline due when it was scheduled (a lead's email, a receipt: work handed to the timers so that it survives a
 * crash) fires as a child of that span, in the request's trace. A deferred one (`link`: due more than a minute after;
 * a reservation reminder days later) starts a trace of its own, linked to it: one trace spanning days reads as one
 * very long request, and its sampling was decided days before.
 */
export function traceOfDeadline(kept: (TraceCarrier & { readonly link?: boolean }) | null | undefined): { context: Context; links: Link[] } | undefined {
  if (!enabled || !kept?.traceparent) return undefined;
  const scheduled = propagation.extract(ROOT_CONTEXT, { traceparent: kept.traceparent, tracestate: kept.tracestate });
  if (!kept.link) return { context: scheduled, links: [] };
  const spanContext = trace.getSpanContext(scheduled);
  return { context: context.active(), links: spanContext ? [{ context: spanContext }] : [] };
}

const MAX_LINKS = 32;

/**
 * The context a handler of these events runs in: the trace of the first that carries one, linked to the traces of
 * the others (a page of the log holds events of many requests).
 */
export function traceOfEvents(events: readonly RecordedEvent[]): { context: Context; links: Link[] } | undefined {
  if (!enabled) return undefined;
  let parent: Context | undefined;
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const e of events) {
    const m = e.metadata as EventMetadata;
    if (!m.traceparent || seen.has(m.traceparent)) continue;
    seen.add(m.traceparent);
    const ctx = propagation.extract(ROOT_CONTEXT, { traceparent: m.traceparent, tracestate: m.tracestate });
    if (!parent) {
      parent = ctx;
      continue;
    }
    const spanContext = trace.getSpanContext(ctx);
    if (spanContext && links.length < MAX_LINKS) links.push({ context: spanContext });
  }
  return parent ? { context: parent, links } : undefined;
}

/** The active trace and span ids, for log lines (empty when no span is active). */
export function activeTraceIds(): { traceId?: string; spanId?: string } {
  if (!enabled) return {};
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
