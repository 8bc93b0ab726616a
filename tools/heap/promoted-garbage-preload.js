// What a process promotes and then throws away (ADR 0048): preloaded, it runs V8's sampling heap profiler keeping only
// the objects a major GC collected, i.e. those that outlived the scavenges (or were allocated old) and died in the old
// generation. A heap snapshot cannot show them: it collects garbage first.
//
//   PROMOTED_GARBAGE_OUT=p.heapprofile node -r ./tools/heap/promoted-garbage-preload.js apps/server/dist/main.js
//   (drive the load, then) kill -USR2 <pid>              writes the profile
//   node tools/heap/promoted-garbage.js p.heapprofile [rows]   prints where those bytes were allocated
//
// PROMOTED_GARBAGE_DELAY_MS (default 10000) skips the boot; PROMOTED_GARBAGE_ALL=1 keeps what scavenges collected too
// (every allocation); PROMOTED_GARBAGE_INTERVAL is the sampling interval in bytes (default 4096). Once sampling runs,
// globalThis[Symbol.for('promoted-garbage.sampling')] is true (what a script that drives itself waits for).
const fs = require('node:fs');
const inspector = require('node:inspector');

{
  const session = new inspector.Session();
  session.connect();
  const out = process.env.PROMOTED_GARBAGE_OUT || `promoted-garbage-${process.pid}.heapprofile`;
  const begin = () => session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', {
    samplingInterval: Number(process.env.PROMOTED_GARBAGE_INTERVAL || 4096),
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: process.env.PROMOTED_GARBAGE_ALL === '1',
  }, (error) => {
    if (error) return process.stderr.write(`promoted-garbage: ${error.message}\n`);
    globalThis[Symbol.for('promoted-garbage.sampling')] = true;
    process.stderr.write('promoted-garbage: sampling\n');
  }));
  const delay = Number(process.env.PROMOTED_GARBAGE_DELAY_MS ?? 10_000);
  if (delay > 0) setTimeout(begin, delay).unref();
  else begin();
  process.on('SIGUSR2', () => session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return process.stderr.write(`promoted-garbage: ${error.message}\n`);
    fs.writeFileSync(out, JSON.stringify(result.profile));
    process.stderr.write(`promoted-garbage: written ${out}\n`);
  }));
}
