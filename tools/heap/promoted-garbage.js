// Where the bytes of a sampling heap profile (tools/heap/promoted-garbage-preload.js, ADR 0048) were allocated: by
// function and by its last six frames, largest first. `node tools/heap/promoted-garbage.js FILE [rows]`.
const fs = require('node:fs');

/** Bytes by allocating function and by its last 6 frames, largest first. */
function summarize(profile, rows = 20) {
  const bySite = new Map();
  const byStack = new Map();
  const where = (f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/')}:${f.lineNumber + 1}`;
  const walk = (node, frames) => {
    const path = [...frames, where(node.callFrame)];
    if (node.selfSize > 0) {
      bySite.set(path.at(-1), (bySite.get(path.at(-1)) ?? 0) + node.selfSize);
      const stack = path.slice(-6).reverse().join(' < ');
      byStack.set(stack, (byStack.get(stack) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, path);
  };
  walk(profile.head, []);
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([name, bytes]) => ({ name, bytes }));
  return { totalBytes: [...bySite.values()].reduce((a, b) => a + b, 0), sites: top(bySite), stacks: top(byStack) };
}

module.exports = { summarize };

if (require.main === module) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: node tools/heap/promoted-garbage.js FILE.heapprofile [rows]\n');
    process.exit(2);
  }
  const { totalBytes, sites, stacks } = summarize(JSON.parse(fs.readFileSync(file, 'utf8')), Number(rows || 20));
  console.log(`sampled bytes: ${totalBytes}`);
  for (const s of sites) console.log(String(s.bytes).padStart(12), s.name);
  console.log('--- stacks');
  for (const s of stacks) console.log(String(s.bytes).padStart(12), s.name);
}
