// First: OpenTelemetry must patch http, pg and ioredis before anything loads them (nothing happens without an endpoint).
import { telemetry } from './platform/observability/instrument';
import 'reflect-metadata';
import { getHeapStatistics } from 'node:v8';
import { loadConfig, ConfigError } from './platform/config/config';
import { createApp } from './create-app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const running = await createApp(config);
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
