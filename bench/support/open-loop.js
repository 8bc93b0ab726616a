// Open-loop load at a constant arrival rate (plain CommonJS: the benches import it, and `runInChild` runs it as its
// own process so that the load generator's pauses never count as the server's latency).
const { execFile } = require('node:child_process');
const http = require('node:http');
const { performance } = require('node:perf_hooks');

/**
 * Request i is due at start + i × 1000/rate ms, whatever the earlier answers did, and its latency is counted from
 * when it was due (so a stalled server cannot hide its queue: no coordinated omission). This is what "p99 at N
 * requests/s" means in the issues. autocannon's `overallRate` is not used for latency figures: it lets every
 * connection send its per-second quota back to back at the start of each second, a burst, not a rate.
 * @param {number} rate requests per second
 * @param {number} seconds
 * @param {(i: number) => Promise<number>} call answers the HTTP status (0 for a connection error)
 * @returns {Promise<{ latencies: number[]; statuses: Map<number, number> }>}
 */
async function openLoop(rate, seconds, call) {
  const latencies = [];
  const lateness = [];
  const statuses = new Map();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inflight = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    lateness.push(Math.max(0, sent - due));
    // From when it was due, or from when it was sent if that was earlier (a wait under a millisecond is not slept:
    // timers are not finer than that, so a request may leave up to 1 ms early and must not be credited for it).
    const from = Math.min(due, sent);
    inflight.push((async () => {
      const status = await call(i).catch(() => 0);
      latencies.push(performance.now() - from);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    })());
  }
  await Promise.all(inflight);
  return { latencies, statuses, lateness };
}

/** Keep-alive sockets shared by every request of this process (opened on the warm-up, reused by the measurement). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * A call for `openLoop` that sends request i to `base + paths[i % paths.length]` and reads the whole body. A path is a
 * GET, or `{ method, path, body }` (a JSON body); `{i}` in a path becomes the request's index (every request a query of
 * its own, without shipping thousands of paths to the child).
 *
 * Node's `http` client, not `fetch`: undici's fetch costs about a millisecond of the generator's CPU per request
 * (WHATWG streams and headers), which put the floor of a bare Node server answering a constant body at p50 1.7 ms
 * and p99 about 6 ms at 100 req/s on the quiet machine: the generator, not the server, was measured.
 */
function getEach(base, paths, headers) {
  return (i) => {
    const entry = paths[i % paths.length];
    const request = typeof entry === 'string' ? { method: 'GET', path: entry } : entry;
    return send(base, { ...request, path: request.path.replace('{i}', String(i + 1)) }, headers);
  };
}

/**
 * One request on the shared keep-alive agent, its body read to the end; answers the status.
 * @param {string} base
 * @param {{ method: string; path: string; body?: unknown }} request
 * @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
function send(base, request, headers) {
  const { hostname, port } = new URL(base);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      agent, hostname, port, method: request.method, path: request.path,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `200×1990, 409×10` */
const statusSummary = (statuses) => [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ');

/**
 * `openLoop(rate, seconds, getEach(base, paths, headers))` in a child process of its own (a small heap: short GC pauses).
 * @param {Record<string, string>} [headers] sent with every request (a signed-in customer's cookie)
 */
function runInChild(base, paths, rate, seconds, headers = {}) {
  return new Promise((resolve, reject) => {
    const args = [__filename, base, JSON.stringify(paths), String(rate), String(seconds), JSON.stringify(headers)];
    execFile(process.execPath, args, { maxBuffer: 256 << 20 }, (err, stdout) => {
      if (err) return reject(err);
      const out = JSON.parse(stdout);
      resolve({ latencies: out.latencies, lateness: out.lateness, statuses: new Map(out.statuses) });
    });
  });
}

module.exports = { openLoop, getEach, send, statusSummary, runInChild };

/**
 * Requests a load process sends to `GET /api/health` before its clock starts (four at a time); a quarter in a quick run
 * (BENCH_QUICK=1, inherited from the bench), which only proves the benches run.
 */
const WARM_UP = process.env.BENCH_QUICK === '1' ? 25 : 100;

/**
 * A fresh process compiles its HTTP client and opens its sockets on its first requests (tens of ms): that is the load
 * generator's start-up, not the server's latency. Warm it on health, so that no path measured is cached by it.
 */
async function warmUp(base, headers = {}) {
  const health = getEach(base, ['/api/health'], headers);
  for (let i = 0; i < WARM_UP; i++) await Promise.all([0, 1, 2, 3].map(() => health(0).catch(() => 0)));
}

module.exports.warmUp = warmUp;

if (require.main === module) {
  const [base, paths, rate, seconds, headers] = process.argv.slice(2);
  (async () => {
    await warmUp(base, JSON.parse(headers ?? '{}'));
    const { latencies, lateness, statuses } = await openLoop(Number(rate), Number(seconds), getEach(base, JSON.parse(paths), JSON.parse(headers ?? '{}')));
    process.stdout.write(JSON.stringify({ latencies, lateness, statuses: [...statuses] }));
  })();
}
