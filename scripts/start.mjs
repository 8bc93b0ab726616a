// `npm start`: build what changed, bring up PostgreSQL (embedded when DATABASE_URL is not set) and Redis (a local
// redis-server when REDIS_URL is not set and one is installed), the Stripe stand-in (when STRIPE_SECRET_KEY is not
// set; ADR 0069), migrate, seed demo data, and run the marketplace.
// Ctrl-C (or SIGTERM) stops the server, then the stand-in, PostgreSQL and Redis, at any point of the start.
import path from 'node:path';
import { serverNodeArgs } from '../apps/server/server-node-args.js';
import {
  build, exited, guardAgainstOrphans, portFree, root, runNode, startEmbeddedPostgres, startLocalRedis, startStripeStandIn, writeRuntime,
} from './local-services.mjs';

const stops = [];
let current = null; // the child process running now (migrate, seed or the server)
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  if (current && current.exitCode === null && current.signalCode === null) current.kill('SIGTERM');
  await exited(current);
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error?.message ?? error));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** Runs a CLI step of the server; a failure stops everything. */
async function step(args, env) {
  const run = runNode(path.join(root, 'apps/server/dist/tools/cli.js'), args, env);
  current = run.child;
  const code = await run.done;
  if (stopping) return new Promise(() => undefined); // shutdown() exits
  if (code !== 0) {
    console.error(`\`${args.join(' ')}\` failed (exit code ${code}).`);
    await shutdown(1);
  }
}

async function main() {
  const env = { NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: process.env.PORT ?? '3000' };
  const nodeArgs = serverNodeArgs(); // a bad SERVER_MAX_OLD_SPACE_MB stops here, before anything starts
  const host = process.env.HOST ?? '0.0.0.0';
  const started = []; // the local services this start runs
  // The server of a run killed a moment ago (kill -9 of npm start) lets the port go only once its orphan guard has seen
  // it is alone: give it a few seconds before saying the port is taken.
  let free = await portFree(Number(env.PORT), host);
  for (const deadline = Date.now() + 5_000; !free && Date.now() < deadline; free = await portFree(Number(env.PORT), host)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!free) {
    console.error(`Port ${env.PORT} is already in use (${host}:${env.PORT}). Stop what uses it, or start on another port: PORT=3001 npm start`);
    process.exit(1);
  }
  await build();
  if (!process.env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres();
    started.push(pg);
    stops.push(pg.stop);
    env.DATABASE_URL = pg.url;
    const logFile = path.relative(process.cwd(), pg.logFile);
    console.log(`PostgreSQL (embedded): ${pg.url}  (its log: ${logFile.startsWith('..') ? pg.logFile : logFile})`);
  }
  if (!process.env.REDIS_URL) {
    const redis = await startLocalRedis();
    if (redis) {
      started.push(redis);
      stops.push(redis.stop);
      env.REDIS_URL = redis.url;
      console.log(`Redis (local redis-server): ${redis.url}`);
    } else {
      console.log('Redis: none (timers run on the reconciler alone)');
    }
  }
  guardAgainstOrphans(started.map((s) => ({ signal: s.stopSignal, pid: s.pid })));
  if (stopping) return;
  // No Stripe key: payments go to the stand-in, a process of its own that keeps its records in its own schema
  // (stripe_standin) of the same database. STRIPE_STANDIN_URL names one already running instead.
  if (!process.env.STRIPE_SECRET_KEY && !process.env.STRIPE_STANDIN_URL) {
    const standIn = await startStripeStandIn(env.DATABASE_URL ?? process.env.DATABASE_URL);
    stops.push(standIn.stop);
    env.STRIPE_STANDIN_URL = standIn.url;
    const logFile = path.relative(process.cwd(), standIn.logFile);
    console.log(`Stripe stand-in: ${standIn.url}  (its log: ${logFile.startsWith('..') ? standIn.logFile : logFile}; test card 4242 4242 4242 4242)`);
  }
  if (stopping) return;
  writeRuntime({ DATABASE_URL: env.DATABASE_URL ?? process.env.DATABASE_URL, REDIS_URL: env.REDIS_URL ?? process.env.REDIS_URL });
  await step(['migrate'], env);
  // `npm start` is the demo, in whatever NODE_ENV it is given.
  await step(['seed', '--demo-in-production'], env);

  const server = runNode(path.join(root, 'apps/server/dist/main.js'), [], env, nodeArgs);
  current = server.child;
  console.log(`\nMarketplace: http://localhost:${env.PORT}/en-ca/  (French: http://localhost:${env.PORT}/fr-ca/)`);
  console.log(`API docs:    http://localhost:${env.PORT}/api/docs\n`);
  const code = await server.done;
  await shutdown(code);
}

main().catch(async (error) => {
  console.error(error?.message ?? error);
  await shutdown(1);
});
