import { spawnSync } from 'node:child_process';
import { serverNodeArgs } from '../../../server-node-args';

/** The node flags every launcher of dist/main.js passes (ADR 0038). */
describe('serverNodeArgs', () => {
  it('caps the old generation at 1024 MB by default and at SERVER_MAX_OLD_SPACE_MB when set', () => {
    expect(serverNodeArgs({})).toEqual(['--max-old-space-size=1024']);
    expect(serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: '512' })).toEqual(['--max-old-space-size=512']);
  });

  it('leaves V8 its own limit with 0', () => {
    expect(serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: '0' })).toEqual([]);
  });

  it.each(['abc', '64', '-1', '1.5', ''])('refuses %j, naming the variable', (value) => {
    expect(() => serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: value })).toThrow(/SERVER_MAX_OLD_SPACE_MB/);
  });

  it('gives a node process the heap limit it names', () => {
    const run = spawnSync(process.execPath, [...serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: '256' }), '-p', "require('node:v8').getHeapStatistics().heap_size_limit"], { encoding: 'utf8' });
    const limitMb = Number(run.stdout.trim()) / 2 ** 20;
    // The limit is the old generation plus the young one (a few tens of MB).
    expect(limitMb).toBeGreaterThanOrEqual(256);
    expect(limitMb).toBeLessThan(256 + 100);
  });
});
