import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import pino from 'pino';
import { createApp, type RunningApp } from '../../apps/server/src/create-app';
import { loadConfig } from '../../apps/server/src/platform/config/config';
import { createTestDatabase } from './database';
import { StandIn } from './stripe-standin';

export interface TestServer extends RunningApp {
  readonly databaseUrl: string;
  /** This server's account on the Stripe stand-in (its SDK and test controls). */
  readonly standIn: StandIn;
  stop(): Promise<void>;
}

/**
 * A real server (Nest on Fastify, real PostgreSQL, Redis when REDIS_URL is set) on a random port over a fresh
 * database cloned from the migrated template, with an account of its own on the run's Stripe stand-in.
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
    // A test that leaves an answer unread must not hold its server's stop for the production grace (10 s).
    SHUTDOWN_GRACE_MS: '1000',
    // A sixteenth of production's password hashing (ADR 0092): the suites create thousands of users. Benchmarks keep
    // production's cost (bench/support/setup.ts sets TEST_PASSWORD_SCRYPT_LOG2_N=14).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_SCRYPT_LOG2_N: process.env.TEST_PASSWORD_SCRYPT_LOG2_N ?? '10' }),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(process.env.STRIPE_STANDIN_URL ? { STRIPE_STANDIN_URL: process.env.STRIPE_STANDIN_URL } : {}),
    STRIPE_STANDIN_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
    ...env,
  });
  const running = await createApp(config, { logger: logger ?? pino({ level: config.LOG_LEVEL }), migrate: false });
  return {
    ...running,
    databaseUrl: database.url,
    standIn: new StandIn(config.STRIPE_STANDIN_URL, config.STRIPE_STANDIN_KEY),
    // The database stays until the run's end (tests/support/database.ts says why).
    stop: () => running.close(),
  };
}
