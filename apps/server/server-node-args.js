// The node flags the server (apps/server/dist/main.js) runs with, in one place (ADR 0038): `npm start`, the
// Dockerfile, the bench and test server processes all launch it with `serverNodeArgs()`. Plain CommonJS, so that the
// Dockerfile's shell (`node apps/server/server-node-args.js` prints them), the .mjs scripts and the TypeScript
// benches share it without a build.

const os = require('node:os');

/** MB of V8 old generation the server may use; its live heap under load is about 80 MB (ADR 0038). */
const DEFAULT_MAX_OLD_SPACE_MB = 1024;
/** Node's own size of V8's worker pool, whatever the host's cores. */
const NODE_V8_POOL_SIZE = 4;

/**
 * V8's worker threads (concurrent marking and sweeping, background compilation), ADR 0051: one core fewer than the
 * host has, at least 1 and at most Node's 4. With Node's 4 on 2 cores, each full collection's concurrent marking took
 * the cores from the event loop and PostgreSQL for about 100 ms, and a customer GET's p99 went from 6-7 to 15-40 ms.
 * @param {number} cores
 */
const defaultV8PoolSize = (cores) => Math.max(1, Math.min(NODE_V8_POOL_SIZE, cores - 1));

/**
 * V8 allocates an object straight into the old generation when most objects of its allocation site survived a
 * scavenge (allocation-site pretenuring). A request's rows, quotes and answers die within milliseconds, but in bursts
 * some of them outlive a scavenge, their sites get pretenured, and from then on they die old: a full collection every
 * few seconds (ADR 0055). `SERVER_V8_PRETENURING=on` gives V8 its default back.
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/**
 * A whole number from the environment, or the default; `0` means "no flag" (Node's and V8's own choice).
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min the least value other than 0
 * @param {string} unit
 */
function wholeNumber(env, name, fallback, min, unit) {
  const raw = env[name] ?? String(fallback);
  if (!/^\d+$/.test(raw) || (Number(raw) !== 0 && Number(raw) < min)) {
    throw new Error(`${name} must be 0 (Node's default) or a whole number${unit} >= ${min}, got "${raw}"`);
  }
  return Number(raw);
}

/**
 * Without a cap, V8 sizes the old generation from the host's memory (about 4 GB on a 24 GB host) and lets it grow far
 * between full collections: resident memory climbs for minutes although the live heap stays flat. A cap of 1 GB keeps
 * twelve times the live heap as headroom and makes V8 collect before growing the heap further.
 * `SERVER_MAX_OLD_SPACE_MB=0` leaves V8's own limit. `SERVER_V8_POOL_SIZE` sets V8's worker pool (default: the host's
 * cores less one, 1 to 4; `0` leaves Node's 4). `SERVER_V8_PRETENURING` is `off` (default) or `on`.
 * @param {Record<string, string | undefined>} [env]
 * @param {number} [cores] the host's cores, as `os.availableParallelism()` counts them
 * @returns {string[]}
 */
function serverNodeArgs(env = process.env, cores = os.availableParallelism()) {
  const oldSpaceMb = wholeNumber(env, 'SERVER_MAX_OLD_SPACE_MB', DEFAULT_MAX_OLD_SPACE_MB, 128, ' of MB');
  const poolSize = wholeNumber(env, 'SERVER_V8_POOL_SIZE', defaultV8PoolSize(cores), 1, '');
  const pretenuring = env.SERVER_V8_PRETENURING ?? 'off';
  if (pretenuring !== 'off' && pretenuring !== 'on') throw new Error(`SERVER_V8_PRETENURING must be off or on, got "${pretenuring}"`);
  return [
    ...(oldSpaceMb === 0 ? [] : [`--max-old-space-size=${oldSpaceMb}`]),
    ...(poolSize === 0 ? [] : [`--v8-pool-size=${poolSize}`]),
    ...(pretenuring === 'off' ? [NO_PRETENURING] : []),
  ];
}

module.exports = { serverNodeArgs, DEFAULT_MAX_OLD_SPACE_MB };

if (require.main === module) process.stdout.write(serverNodeArgs().join(' '));
