import type { EventStore, RecordedEvent } from '../platform/event-store/event-store.port';
import type { StreamType } from '../platform/module-registration';

/** What a support command answers: the lines to print and the exit code (non-zero when the request cannot be met). */
export interface ToolAnswer {
  readonly lines: string[];
  readonly exitCode: number;
}

export interface StreamOptions {
  readonly at: number | null;
  readonly json: boolean;
}

/** Parses `--at <version>` and `--json` of `events stream`. */
export function parseStreamOptions(args: readonly string[]): StreamOptions {
  const atIndex = args.indexOf('--at');
  const at = atIndex >= 0 ? Number(args[atIndex + 1]) : null;
  if (at !== null && (!Number.isInteger(at) || at < 0)) throw new Error('--at needs a stream version (0, 1, 2, ...)');
  return { at, json: args.includes('--json') };
}

const eventJson = (e: RecordedEvent) => ({
  streamVersion: e.streamVersion,
  globalPosition: `${e.globalPosition.transactionId}/${e.globalPosition.position}`,
  type: e.type,
  schemaVersion: e.schemaVersion,
  recordedAt: e.recordedAt.toISOString(),
  metadata: e.metadata,
  data: e.data,
});

/**
 * `events stream <id> [--at <version>] [--json]`: a stream's events with metadata, or the state folded at a version.
 * A version past the stream's last one is an error (exit 2), not a silent fold of everything.
 */
export async function eventsStream(store: EventStore, types: readonly StreamType[], streamId: string, options: StreamOptions): Promise<ToolAnswer> {
  const all = await store.readStream(streamId);
  const last = all.length === 0 ? 0 : all[all.length - 1].streamVersion;
  if (options.at !== null && options.at > last) {
    return { lines: [`stream ${streamId} has ${last} event(s): version ${options.at} is past its last version (${last})`], exitCode: 2 };
  }
  const events = options.at === null ? all : all.filter((e) => e.streamVersion <= options.at!);
  const type = types.find((t) => streamId.startsWith(t.prefix));
  const state = options.at === null || !type ? undefined
    : events.reduce((s, e) => type.evolve(s, { type: e.type, data: e.data }), type.initialState);
  if (options.json) {
    return {
      lines: [JSON.stringify({
        streamId, version: last, events: events.map(eventJson),
        ...(options.at !== null ? { at: options.at, state: state ?? null, evolve: type ? type.prefix : null } : {}),
      }, null, 2)],
      exitCode: 0,
    };
  }
  const lines: string[] = [];
  if (events.length === 0) lines.push(`stream ${streamId}: no events`);
  for (const e of events) {
    lines.push(`#${e.streamVersion} ${e.type} (schema v${e.schemaVersion}) at ${e.recordedAt.toISOString()} position ${e.globalPosition.transactionId}/${e.globalPosition.position}`);
    lines.push(`    metadata ${JSON.stringify(e.metadata)}`);
    lines.push(`    data     ${JSON.stringify(e.data)}`);
  }
  if (options.at !== null) {
    if (!type) lines.push(`no evolve registered for stream ${streamId} (known prefixes: ${types.map((t) => t.prefix).join(', ') || 'none'})`);
    else lines.push(`state at version ${options.at}:`, JSON.stringify(state, null, 2));
  }
  return { lines, exitCode: 0 };
}

/** The rebuild's summary with its real rate, from a high-resolution duration (a sub-second rebuild is not "N events/s"). */
export function rebuildSummary(name: string, events: number, elapsedNs: bigint): string {
  const seconds = Number(elapsedNs) / 1e9;
  const rate = seconds > 0 ? Math.round(events / seconds) : 0;
  return `rebuilt ${name}: ${events} events in ${(seconds * 1000).toFixed(1)} ms (${rate} events/s)`;
}

/**
 * A projection's name as typed on the command line: its full name, or the part after its module's prefix when only one
 * projection has it (`leads` for `dealer.leads`, the name the must-show uses). Otherwise the name unchanged, so
 * the runner's "unknown projection" error lists the known ones.
 */
export function resolveProjectionName(name: string, known: readonly string[]): string {
  if (known.includes(name)) return name;
  const matches = known.filter((k) => k.endsWith(`.${name}`));
  return matches.length === 1 ? matches[0] : name;
}
