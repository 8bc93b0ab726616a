import { startTracing } from './tracing';

/**
 * Imported first by main.ts: starts OpenTelemetry before pg, ioredis, http and Fastify are loaded, so that their
 * instrumentations patch them (nothing is loaded when no OTLP endpoint is configured).
 */
export const telemetry = startTracing();
