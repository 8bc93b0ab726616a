import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What limits a figure on a loaded host (issue #18): the CPU a process used, and how busy the whole host was. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time (user and system, ms) that process `pid` has used so far, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name may hold spaces; fields from the state on
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND; // utime and stime: fields 14 and 15
}

export interface HostCpu {
  readonly busy: number;
  readonly total: number;
}

/** Every core's CPU ticks so far, from /proc/stat: busy (all but idle and iowait) and total. */
export function hostCpu(): HostCpu {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = ticks.slice(0, 8).map(Number); // user nice system idle iowait irq softirq steal
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}

/** The share of the host's CPU that was busy between two readings (0 to 1). */
export const busyShare = (before: HostCpu, after: HostCpu): number => (after.busy - before.busy) / Math.max(1, after.total - before.total);
