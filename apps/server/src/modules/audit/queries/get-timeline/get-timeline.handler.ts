import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectionRunner } from '../../../../platform/projections/projection-runner';
import { PROJECTION_RUNNER } from '../../../../platform/tokens';
import { AUDIT_INDEX_PROJECTION } from '../../index/audit-index.projection';
import { AuditReader } from '../../shared/audit-reader';
import { GetTimelineQuery } from './get-timeline.query';

/** One chronological timeline across the subject's streams (audit.event_index), paged by global position. */
@QueryHandler(GetTimelineQuery)
export class GetTimelineHandler implements IQueryHandler<GetTimelineQuery> {
  constructor(private readonly reader: AuditReader, @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner) {}

  async execute({ subjectId, filter, readAfter }: GetTimelineQuery) {
    // The opening just recorded shows on the page it opens (bounded wait, like every owner read).
    if (readAfter) await this.runner.waitFor(readAfter, [AUDIT_INDEX_PROJECTION], 1_000).catch(() => undefined);
    const subject = await this.reader.subject(subjectId);
    const page = await this.reader.timeline(subject, filter);
    return { subjectId, streams: subject.streams, shredded: await this.reader.isShredded(subject), ...page };
  }
}
