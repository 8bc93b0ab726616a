import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditTimelineRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { RecordSubjectViewCommand } from '../../commands/record-subject-view/record-subject-view.command';
import { AUDIT_INDEX_PROJECTION } from '../search-subjects/audit-index.projection';
import { GetTimelineQuery } from './get-timeline.query';

@Controller()
export class GetTimelineController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Opening a timeline (its first page) is recorded, and indexed, before it is read. */
  // It records the view: a link from another site must not make an admin's browser write to the access log.
  @Endpoint(auditTimelineRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  @ReadsOwnWrites(AUDIT_INDEX_PROJECTION)
  async timeline(@Input() input: RouteInput<typeof auditTimelineRoute>, @Ctx() ctx: RequestContext) {
    if (!input.query.after) await this.commands.execute(new RecordSubjectViewCommand(input.params.subjectId, input.query.reason ?? null, ctx));
    return this.queries.execute(new GetTimelineQuery(input.params.subjectId, input.query));
  }
}
