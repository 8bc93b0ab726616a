import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditStreamRoute, type RouteInput } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSubjectViewCommand, SUBJECT_READS, subjectOfStream } from '../../commands/record-subject-view/record-subject-view.command';
import { GetStreamQuery } from './get-stream.query';

/** A stream's full history for admins (6 super admin, 7 admin): a first step toward the audit screens. */
@Controller()
export class GetStreamController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus) {}

  /**
   * The read is recorded on the stream's access log (an access log's, on its subject's) before it is answered, as a
   * timeline opening is. It writes, so a page of another site cannot open it.
   */
  @Endpoint(auditStreamRoute, { allow: [UserType.SuperAdmin, UserType.Admin], verified: true, getChangesState: true })
  async stream(@Input() input: RouteInput<typeof auditStreamRoute>, @Ctx() ctx: RequestContext) {
    const stream = await this.queries.execute(new GetStreamQuery(input.params.streamId));
    await this.commands.execute(new RecordSubjectViewCommand(subjectOfStream(input.params.streamId), SUBJECT_READS.stream, ctx));
    return stream;
  }
}
