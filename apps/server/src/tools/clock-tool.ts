import type { ClockMove, ClockStatus } from '../platform/clock/test-clock';

/** `12d 3h 4m 5s` (or `0s`): how far a test clock runs ahead. */
export function aheadBy(ms: number): string {
  const parts: string[] = [];
  let rest = Math.round(ms / 1000);
  for (const [unit, size] of [['d', 86_400], ['h', 3_600], ['m', 60], ['s', 1]] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n}${unit}`);
  }
  return parts.join(' ') || '0s';
}

/** What `npm run clock -- status` prints. */
export function statusLines(s: ClockStatus): string[] {
  return [
    `now ${s.now} (ahead of this machine by ${aheadBy(s.offsetMs)})`,
    ...(s.upcoming.length === 0 ? ['no deadline pending'] : ['next deadlines:', ...s.upcoming.map((d) => `  ${d.dueAt}  ${d.kind}  ${d.key}`)]),
  ];
}

/** What `npm run clock -- advance 8d` prints. */
export function moveLines(m: ClockMove): string[] {
  return [
    `moved from ${m.from} to ${m.to} (ahead of this machine by ${aheadBy(m.offsetMs)})`,
    ...(m.reached.length === 0 ? ['no deadline was due on the way'] : [`${m.reached.length} deadline(s) due on the way, in order:`,
      ...m.reached.map((d) => `  ${d.dueAt}  ${d.kind}  ${d.key}  ${d.outcome}`)]),
  ];
}
