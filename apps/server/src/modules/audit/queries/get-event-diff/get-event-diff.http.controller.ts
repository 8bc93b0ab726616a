import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditEventDiffRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSubjectViewCommand, SUBJECT_READS, subjectOfStream } from '../../commands/record-subject-view/record-subject-view.command';
import { GetEventDiffQuery } from './get-event-diff.query';

@Controller()
export class GetEventDiffController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /**
   * Reading an event's diff is recorded on its stream's access log (an access log's, on its subject's) before it is
   * answered; a page of another site cannot open it.
   */
  @Endpoint(auditEventDiffRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  async diff(@Input() input: RouteInput<typeof auditEventDiffRoute>, @Ctx() ctx: RequestContext) {
    const diff = await this.queries.execute(new GetEventDiffQuery(input.params.streamId, input.params.version));
    await this.commands.execute(new RecordSubjectViewCommand(subjectOfStream(input.params.streamId), SUBJECT_READS.diff, ctx));
    return diff;
  }
}
