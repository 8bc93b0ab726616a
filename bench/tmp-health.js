const { spawn } = require('node:child_process');
const http = require('node:http');
const { runInChild } = require('./support/open-loop.js');
const { serverNodeArgs } = require('../apps/server/server-node-args.js');
const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
(async () => {
  const mode = process.argv[2];
  const rate = Number(process.argv[3] ?? 100);
  let base, stop;
  if (mode === 'bare') {
    const srv = http.createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"status":"ok"}'); });
    await new Promise((r) => srv.listen(3799, '127.0.0.1', r));
    base = 'http://127.0.0.1:3799'; stop = () => srv.close();
  } else {
    const port = 3700;
    const child = spawn(process.execPath, [...serverNodeArgs(), 'apps/server/dist/main.js'], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RUN_TIMERS: 'false', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret!!', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), ...(mode === 'noproj' ? { RUN_PROJECTIONS: 'false' } : {}) } });
    base = `http://127.0.0.1:${port}`;
    for (;;) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
    stop = () => child.kill('SIGTERM');
  }
  for (let r = 0; r < 3; r++) {
    const { latencies, lateness } = await runInChild(base, [process.argv[4] ?? '/api/health'], rate, 10);
    console.log(mode, rate, 'p50', pct(latencies, .5).toFixed(2), 'p99', pct(latencies, .99).toFixed(2), 'max', pct(latencies, 1).toFixed(1), 'lateness p99', pct(lateness, .99).toFixed(2));
  }
  stop();
})();
