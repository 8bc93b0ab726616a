import { spawnSync } from 'node:child_process';
import { serverNodeArgs } from '../../../server-node-args';

/** The node flags every launcher of dist/main.js passes (ADR 0038). */
describe('serverNodeArgs', () => {
  it('caps the old generation at 1024 MB by default and at SERVER_MAX_OLD_SPACE_MB when set', () => {
    expect(serverNodeArgs({}, 2)[0]).toBe('--max-old-space-size=1024');
    expect(serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: '512' }, 2)[0]).toBe('--max-old-space-size=512');
  });

  it('leaves V8 its own limit with 0', () => {
    expect(serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: '0' }, 2)).toEqual(['--v8-pool-size=1', '--no-allocation-site-pretenuring']);
  });

  it.each(['abc', '64', '-1', '1.5', ''])('refuses %j, naming the variable', (value) => {
    expect(() => serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: value })).toThrow(/SERVER_MAX_OLD_SPACE_MB/);
  });

  it.each([[1, 1], [2, 1], [3, 2], [5, 4], [64, 4]])("sizes V8's worker pool to the cores less one, 1 to 4 (%i cores: %i)", (cores, size) => {
    expect(serverNodeArgs({}, cores)).toEqual(['--max-old-space-size=1024', `--v8-pool-size=${size}`, '--no-allocation-site-pretenuring']);
  });

  it('takes SERVER_V8_POOL_SIZE when set, and leaves Node its own pool with 0', () => {
    expect(serverNodeArgs({ SERVER_V8_POOL_SIZE: '3' }, 2)).toEqual(['--max-old-space-size=1024', '--v8-pool-size=3', '--no-allocation-site-pretenuring']);
    expect(serverNodeArgs({ SERVER_V8_POOL_SIZE: '0' }, 2)).toEqual(['--max-old-space-size=1024', '--no-allocation-site-pretenuring']);
  });

  it("turns V8's allocation-site pretenuring off unless SERVER_V8_PRETENURING=on (ADR 0055)", () => {
    expect(serverNodeArgs({ SERVER_V8_PRETENURING: 'off' }, 2)).toContain('--no-allocation-site-pretenuring');
    expect(serverNodeArgs({ SERVER_V8_PRETENURING: 'on' }, 2)).toEqual(['--max-old-space-size=1024', '--v8-pool-size=1']);
    for (const bad of ['yes', '', 'OFF']) expect(() => serverNodeArgs({ SERVER_V8_PRETENURING: bad }, 2)).toThrow(/SERVER_V8_PRETENURING/);
  });

  it.each(['abc', '-1', '1.5', ''])('refuses SERVER_V8_POOL_SIZE=%j, naming the variable', (value) => {
    expect(() => serverNodeArgs({ SERVER_V8_POOL_SIZE: value })).toThrow(/SERVER_V8_POOL_SIZE/);
  });

  it('gives a node process flags it accepts', () => {
    const run = spawnSync(process.execPath, [...serverNodeArgs({}, 2), '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect([run.status, run.stderr]).toEqual([0, '']);
  });

  it('gives a node process the heap limit it names', () => {
    const limitMb = (oldSpaceMb: string) => {
      const run = spawnSync(process.execPath, [...serverNodeArgs({ SERVER_MAX_OLD_SPACE_MB: oldSpaceMb }), '-p', "require('node:v8').getHeapStatistics().heap_size_limit"], { encoding: 'utf8' });
      return Number(run.stdout.trim()) / 2 ** 20;
    };
    // The limit is the old generation plus the young one, whose size depends on V8 (48 MB on Node 20, 192 on Node 24):
    // the old generation is the part the variable moves, by exactly what it names.
    const [small, large] = [limitMb('256'), limitMb('512')];
    expect(small).toBeGreaterThanOrEqual(256);
    expect(small).toBeLessThan(256 + 256);
    expect(large - small).toBe(256);
  });
});
