import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditReader } from './audit-reader';
import { GetTimelineQuery } from './get-timeline.query';
import { mergeByTime, recordsMatching, RelatedRecords } from './related-records';

/**
 * One chronological timeline across the subject's streams (audit.event_index), paged by global position, each event
 * summarised (ADR 0078); with the customers it names, whose read the controller records. A purchase's records kept
 * beside the events (emails sent, lead deliveries, Stripe events received; ADR 0087) are merged into the pages by time.
 */
@QueryHandler(GetTimelineQuery)
export class GetTimelineHandler implements IQueryHandler<GetTimelineQuery> {
  constructor(private readonly reader: AuditReader, private readonly related: RelatedRecords) {}

  async execute({ subjectId, filter, recorded }: GetTimelineQuery) {
    // The outline reads the index's ids and times only (which streams, which window), nothing of a person: it is drawn
    // while the opening is recorded; every row, name and record below is read after the record is in (ADR 0090).
    const [subject] = await Promise.all([this.reader.outline(subjectId), recorded]);
    const [{ bounds, rows: events, ...page }, shredded, records] = await Promise.all([
      this.reader.timeline(subject, filter), this.reader.isShredded(subject), this.related.of(subject),
    ]);
    const recordRows = recordsMatching(records, filter).map((r) => ({
      streamId: r.streamId, streamVersion: 0, type: r.type, recordedAt: r.at.toISOString(), actor: null, impersonator: null, position: r.position,
      schemaVersion: 0, brand: null, correlationId: r.correlationId, group: 0, summary: r.summary, paymentId: r.paymentId, source: r.source,
    }));
    // Rows of one command share a group, numbered as they appear (a Stripe event and the deposit its webhook recorded).
    const groups = new Map<string, number>();
    const rows = mergeByTime(events, recordRows, bounds).map((r) => {
      if (!groups.has(r.correlationId)) groups.set(r.correlationId, groups.size + 1);
      return { ...r, group: groups.get(r.correlationId)! };
    });
    const recordStreams = [...new Set(records.map((r) => r.streamId))];
    return { subjectId, streams: [...subject.streams, ...recordStreams], shredded, ...page, rows };
  }
}
