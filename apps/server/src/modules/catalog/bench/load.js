// Load generator, run as its own process so that it does not share the server's event loop.
// node load.js <baseUrl> <rate> <seconds> <connections> [paths as JSON]  -> prints autocannon's result as JSON
const autocannon = require('autocannon');
const [base, rate, seconds, connections, paths] = process.argv.slice(2);
const PATHS = paths ? JSON.parse(paths) : require('./paths.json');
let i = 0;
autocannon({
  url: base,
  connections: Number(connections ?? 20),
  overallRate: Number(rate),
  duration: Number(seconds),
  requests: [{ setupRequest: (req) => ({ ...req, path: PATHS[i++ % PATHS.length] }) }],
}, (err, result) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify({
    requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, throughput: result.requests.average,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  }));
});
