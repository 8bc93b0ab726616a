import type { Logger } from 'pino';
import pino from 'pino';
import { createApp, type RunningApp } from '../../apps/server/src/create-app';
import { loadConfig } from '../../apps/server/src/platform/config/config';
import { createTestDatabase } from './database';

export interface TestServer extends RunningApp {
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * A real server (Nest on Fastify, real PostgreSQL, Redis when REDIS_URL is set) on a random port over a fresh
 * database cloned from the migrated template.
 */
export async function startTestServer(env: Record<string, string> = {}, logger?: Logger): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    TIMER_RECONCILE_MS: '200',
    // Suites run many servers at once on two cores, where projections can lag past the production bound (1 s): an
    // owner's read then waits longer here, so the tests assert read-your-writes, not the machine's load.
    READ_YOUR_WRITES_WAIT_MS: '10000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const running = await createApp(config, { logger: logger ?? pino({ level: config.LOG_LEVEL }), migrate: false });
  return {
    ...running,
    databaseUrl: database.url,
    async stop() {
      await running.close();
      await database.drop();
    },
  };
}
