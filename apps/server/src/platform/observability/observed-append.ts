import type { AppendResult, NewEvent } from '../event-store/event-store.port';
import { WrongExpectedVersionError } from '../event-store/event-store.errors';
import { inSpan, tracingEnabled, withTraceContext } from './tracing';

/** What the metrics count of appends (ADR 0080). */
export interface AppendObserver {
  appended(streamId: string, events: number): void;
  conflicted(streamId: string): void;
}

/** A stream's category: its id up to the first `-` (`transaction-…`, `vehicle-…`), the label the metrics use. */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

/**
 * An append as the event store makes it, seen by the traces and the metrics: in a span `eventstore.append` whose
 * context the events carry in their metadata (`traceparent`), counted per stream category, a wrong expected version
 * counted as a conflict. Without tracing and metrics it is the append alone.
 */
export function observedAppend(
  observer: AppendObserver | undefined, streamId: string, events: readonly NewEvent[],
  append: (events: readonly NewEvent[]) => Promise<AppendResult>,
): Promise<AppendResult> {
  if (!observer && !tracingEnabled()) return append(events);
  const run = async () => {
    try {
      const result = await append(withTraceContext(events));
      if (!result.duplicate) observer?.appended(streamId, events.length);
      return result;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) observer?.conflicted(streamId);
      throw error;
    }
  };
  return inSpan('eventstore.append', { 'eventstore.stream.category': streamCategory(streamId), 'eventstore.events': events.length }, run);
}
