import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditReader } from './audit-reader';
import { GetTimelineQuery } from './get-timeline.query';

/**
 * One chronological timeline across the subject's streams (audit.event_index), paged by global position, each event
 * summarised (ADR 0078); with the customers it names, whose read the controller records.
 */
@QueryHandler(GetTimelineQuery)
export class GetTimelineHandler implements IQueryHandler<GetTimelineQuery> {
  constructor(private readonly reader: AuditReader) {}

  async execute({ subjectId, filter }: GetTimelineQuery) {
    const subject = await this.reader.outline(subjectId);
    const [page, shredded] = await Promise.all([this.reader.timeline(subject, filter), this.reader.isShredded(subject)]);
    return { subjectId, streams: subject.streams, shredded, ...page };
  }
}
