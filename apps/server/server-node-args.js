// The node flags the server (apps/server/dist/main.js) runs with, in one place (ADR 0038): `npm start`, the
// Dockerfile, the bench and test server processes all launch it with `serverNodeArgs()`. Plain CommonJS, so that the
// Dockerfile's shell (`node apps/server/server-node-args.js` prints them), the .mjs scripts and the TypeScript
// benches share it without a build.

/** MB of V8 old generation the server may use; its live heap under load is about 80 MB (ADR 0038). */
const DEFAULT_MAX_OLD_SPACE_MB = 1024;

/**
 * Without a cap, V8 sizes the old generation from the host's memory (about 4 GB on a 24 GB host) and lets it grow far
 * between full collections: resident memory climbs for minutes although the live heap stays flat. A cap of 1 GB keeps
 * twelve times the live heap as headroom and makes V8 collect before growing the heap further.
 * `SERVER_MAX_OLD_SPACE_MB=0` leaves V8's own limit.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
function serverNodeArgs(env = process.env) {
  const raw = env.SERVER_MAX_OLD_SPACE_MB ?? String(DEFAULT_MAX_OLD_SPACE_MB);
  if (!/^\d+$/.test(raw) || (Number(raw) !== 0 && Number(raw) < 128)) {
    throw new Error(`SERVER_MAX_OLD_SPACE_MB must be 0 (V8's default) or a whole number of MB >= 128, got "${raw}"`);
  }
  return Number(raw) === 0 ? [] : [`--max-old-space-size=${Number(raw)}`];
}

module.exports = { serverNodeArgs, DEFAULT_MAX_OLD_SPACE_MB };

if (require.main === module) process.stdout.write(serverNodeArgs().join(' '));
