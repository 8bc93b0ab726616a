// The lock endpoint's load (issue #18): a mix of the four vehicle-timer calls, open loop, in a process of its own so
// that neither the server nor Jest's heap shares its event loop. Plain CommonJS, run by `runLockMixInChild`.
const { execFile } = require('node:child_process');
const { openLoop, send, warmUp } = require('./open-loop');

/**
 * Mostly set (a win, or 409 when another buyer holds it), some check, some release of a lock this process won: the
 * four lock calls a buying session makes. A seeded generator keeps every run's mix the same.
 */
function lockMix(base, vehicleIds, cookies, seed) {
  let state = seed;
  const rnd = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const held = [];
  return async () => {
    const x = rnd();
    let url;
    let user = Math.floor(rnd() * cookies.length);
    if (x < 0.15 && held.length > 0) {
      const h = held.splice(Math.floor(rnd() * held.length), 1)[0];
      url = `/api/buy-online/vehicle-timer/delete/${h.vehicle}`;
      user = h.user;
    } else if (x < 0.35) {
      url = `/api/buy-online/vehicle-timer/check/${vehicleIds[Math.floor(rnd() * vehicleIds.length)]}`;
    } else {
      url = `/api/buy-online/vehicle-timer/set/${vehicleIds[Math.floor(rnd() * vehicleIds.length)]}`;
    }
    const status = await send(base, { method: 'GET', path: url }, { cookie: cookies[user] });
    if (status === 200 && url.includes('/set/')) held.push({ vehicle: url.split('/').pop(), user });
    return status;
  };
}

/** `openLoop(rate, seconds, lockMix(...))` in a child process; answers latencies and statuses. */
function runLockMixInChild(base, vehicleIds, cookies, rate, seconds, seed) {
  return new Promise((resolve, reject) => {
    const input = JSON.stringify({ base, vehicleIds, cookies, rate, seconds, seed });
    const child = execFile(process.execPath, [__filename], { maxBuffer: 256 << 20 }, (err, stdout) => {
      if (err) return reject(err);
      const out = JSON.parse(stdout);
      resolve({ latencies: out.latencies, lateness: out.lateness, statuses: new Map(out.statuses) });
    });
    child.stdin.end(input);
  });
}

module.exports = { runLockMixInChild };

if (require.main === module) {
  let input = '';
  process.stdin.on('data', (d) => (input += d));
  process.stdin.on('end', async () => {
    const { base, vehicleIds, cookies, rate, seconds, seed } = JSON.parse(input);
    await warmUp(base);
    const { latencies, lateness, statuses } = await openLoop(rate, seconds, lockMix(base, vehicleIds, cookies, seed));
    process.stdout.write(JSON.stringify({ latencies, lateness, statuses: [...statuses] }));
  });
}
