// `npm start`: build what is needed, bring up PostgreSQL (embedded when DATABASE_URL is not set) and Redis (a local
// redis-server when REDIS_URL is not set and one is installed), migrate, seed demo data, and run the marketplace.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, root, runNode, startEmbeddedPostgres, startLocalRedis, writeRuntime } from './local-services.mjs';

const stops = [];
async function shutdown(code = 0) {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}

async function main() {
  build();
  const env = { NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: process.env.PORT ?? '3000' };
  if (!process.env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres();
    stops.push(pg.stop);
    env.DATABASE_URL = pg.url;
    console.log(`PostgreSQL (embedded): ${pg.url}`);
  }
  if (!process.env.REDIS_URL) {
    const redis = await startLocalRedis();
    if (redis) {
      stops.push(redis.stop);
      env.REDIS_URL = redis.url;
      console.log(`Redis (local redis-server): ${redis.url}`);
    } else {
      console.log('Redis: none (timers run on the reconciler alone)');
    }
  }
  writeRuntime({ DATABASE_URL: env.DATABASE_URL ?? process.env.DATABASE_URL, REDIS_URL: env.REDIS_URL ?? process.env.REDIS_URL });
  const cli = path.join(root, 'apps/server/dist/tools/cli.js');
  if (runNode(cli, ['migrate'], env).status !== 0) return shutdown(1);
  if (runNode(cli, ['seed'], env).status !== 0) return shutdown(1);

  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stops.push(async () => { server.kill('SIGTERM'); await new Promise((r) => server.once('exit', r)); });
  console.log(`\nMarketplace: http://localhost:${env.PORT}/en-ca/  (French: http://localhost:${env.PORT}/fr-ca/)`);
  console.log(`API docs:    http://localhost:${env.PORT}/api/docs\n`);
  server.on('exit', (code) => void shutdown(code ?? 0));
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
