// First: OpenTelemetry must patch http, pg and ioredis before anything loads them (nothing happens without an endpoint).
import { telemetry } from './platform/observability/instrument';
import 'reflect-metadata';
import { getHeapStatistics } from 'node:v8';
import { loadConfig, ConfigError } from './platform/config/config';
import { createApp } from './create-app';
import { armCrashPoint } from './platform/faults/crash-point';

async function main() {
  let config;
  let crashAt: string | null;
  try {
    config = loadConfig();
    // The chaos suite's kill points (ADR 0085): armed only here, in the server process, never in an in-process test app.
    crashAt = armCrashPoint(process.env.CRASH_AT, config.isProduction);
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith('CRASH_AT'))) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const running = await createApp(config);
  if (crashAt) running.infra.logger.warn(crashAt);
  // The heap limit shows whether the launcher passed the server's node flags (apps/server/server-node-args.js).
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
  running.infra.logger.info({ url: running.url, heapLimitMb, metricsUrl: running.metricsUrl ?? undefined, tracing: !!telemetry }, 'server listening');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.infra.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await running.close();
    await telemetry?.shutdown().catch(() => undefined); // the last spans
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
