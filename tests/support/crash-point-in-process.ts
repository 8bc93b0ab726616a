import fs from 'node:fs';
import { armCrashPoint } from '../../apps/server/src/platform/faults/crash-point';

/**
 * A chaos-suite kill point (ADR 0085) armed in this test's own process: where the point is reached, its SIGKILL throws
 * instead, so the work stops at that line as a killed process's would, and nothing after it is recorded. `kills` counts
 * them, `write` holds the point's stderr line; `disarm()` disarms the point and restores process.kill and fs.writeSync
 * (call it in a `finally`: the process is the test runner's).
 */
export function armCrashPointInProcess(spec: string) {
  const realKill = process.kill.bind(process);
  const kills: string[] = [];
  const kill = jest.spyOn(process, 'kill').mockImplementation((pid, signal) => {
    if (pid !== process.pid || signal !== 'SIGKILL') return realKill(pid, signal);
    kills.push(String(signal));
    throw new Error('SIGKILL');
  });
  const write = jest.spyOn(fs, 'writeSync');
  armCrashPoint(spec, false);
  return {
    kills,
    write,
    disarm() {
      armCrashPoint(undefined, false);
      kill.mockRestore();
      write.mockRestore();
    },
  };
}
