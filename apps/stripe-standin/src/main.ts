import pino from 'pino';
import { startStandIn } from './standin';

/**
 * The local Stripe stand-in as a process: `node apps/stripe-standin/dist/main.js` (npm start runs it) or its sources
 * through tests/support/register-ts.js (the test harness). Prints one JSON line `{"url": "http://…"}` on standard
 * output once listening; logs go to standard error.
 *
 * STRIPE_STANDIN_DATABASE_URL  PostgreSQL where its schema `stripe_standin` is kept (required)
 * STRIPE_STANDIN_HOST, _PORT   where it listens (127.0.0.1, 12111; 0: any free port)
 * STRIPE_STANDIN_WEBHOOK_RETRY_BASE_MS  the first webhook retry's delay, doubled at each next one (60000)
 * STRIPE_STANDIN_WEBHOOK_RETRY_FOR_MS   how long a webhook is retried after its event (3 days, as Stripe's live mode)
 * STRIPE_STANDIN_EXIT_WITH_PID  exits when that process is gone (the launcher killed with -9 leaves no orphan)
 * LOG_LEVEL                    pino level (info)
 */
function whole(name: string, fallback: number, least = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number >= ${least}, got "${raw}"`);
  return value;
}

async function main() {
  const logger = pino({ name: 'stripe-standin', level: process.env.LOG_LEVEL ?? 'info' }, pino.destination(2));
  const databaseUrl = process.env.STRIPE_STANDIN_DATABASE_URL;
  if (!databaseUrl) throw new Error('STRIPE_STANDIN_DATABASE_URL is required (the PostgreSQL database that keeps the stand-in\'s schema)');
  const standIn = await startStandIn({
    databaseUrl,
    host: process.env.STRIPE_STANDIN_HOST ?? '127.0.0.1',
    port: whole('STRIPE_STANDIN_PORT', 12111),
    retryBaseMs: whole('STRIPE_STANDIN_WEBHOOK_RETRY_BASE_MS', 60_000, 1),
    retryForMs: whole('STRIPE_STANDIN_WEBHOOK_RETRY_FOR_MS', 3 * 86_400_000, 1),
    logger,
  });
  process.stdout.write(`${JSON.stringify({ url: standIn.url })}\n`);
  logger.info({ url: standIn.url }, 'Stripe stand-in listening');
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Stripe stand-in stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await standIn.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const parent = whole('STRIPE_STANDIN_EXIT_WITH_PID', 0);
  if (parent > 0) {
    setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch {
        void stop(`process ${parent} is gone`);
      }
    }, 1_000).unref();
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
