import { Command } from '@nestjs/cqrs';
import { AUDIT_STREAM_PREFIX } from '@marketplace/domain';
import type { GlobalPosition } from '../../../../platform/event-store/event-store.port';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/**
 * Every opening of a subject's timeline is an event naming the staff member (issue #15 item 5), and so is every other
 * staff read of the subject through the audit console: its raw stream, its state, an event's diff, the customer view.
 */
export class RecordSubjectViewCommand extends Command<GlobalPosition | null> {
  constructor(readonly subjectId: string, readonly reason: string | null, readonly meta: CommandMeta) {
    super();
  }
}

/** What was read, as the reason of the access-log entry of a console read other than the timeline and the bundle. */
export const SUBJECT_READS = { stream: 'stream', state: 'state', diff: 'diff', customerView: 'customer-view' } as const;

/**
 * The subject whose access log records a read of a stream: the stream's own, but an access log (`audit-<subject>`, also
 * a log of a log) is its subject's, so that reading who viewed a subject is on that subject's log, not on a log no
 * timeline or export shows.
 */
export function subjectOfStream(streamId: string): string {
  let subjectId = streamId;
  while (subjectId.startsWith(AUDIT_STREAM_PREFIX) && subjectId.length > AUDIT_STREAM_PREFIX.length) subjectId = subjectId.slice(AUDIT_STREAM_PREFIX.length);
  return subjectId;
}
