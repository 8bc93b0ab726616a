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
import { RecordStaffReadsCommand } from '../../commands/record-staff-reads/record-staff-reads.command';

/** The reason a customer's name read through a timeline carries on their access log. */
export const TIMELINE_READ = 'GET /audit/subjects/:subjectId/timeline';

@Controller()
export class GetTimelineController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /**
   * Opening a timeline (its first page) is recorded, and indexed, before its rows are read: the query draws the outline
   * (which streams, which window: ids and times) while the record is made, and reads the page once it is in.
   */
  // It records the view: a link from another site must not make an admin's browser write to the access log.
  @Endpoint(auditTimelineRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  @ReadsOwnWrites(AUDIT_INDEX_PROJECTION)
  async timeline(@Input() input: RouteInput<typeof auditTimelineRoute>, @Ctx() ctx: RequestContext) {
    const recorded = input.query.after ? undefined : this.commands.execute(new RecordSubjectViewCommand(input.params.subjectId, input.query.reason ?? null, ctx));
    // Its failure is the query's to report (it awaits it); handled here too, so that it never goes unobserved.
    recorded?.catch(() => undefined);
    const { customersShown, ...page } = await this.queries.execute(new GetTimelineQuery(input.params.subjectId, input.query, recorded));
    // The customers' names on the page are personal data read by staff (ADR 0078): each is on their account's access log.
    await this.commands.execute(new RecordStaffReadsCommand(customersShown, TIMELINE_READ, ctx));
    return page;
  }
}
