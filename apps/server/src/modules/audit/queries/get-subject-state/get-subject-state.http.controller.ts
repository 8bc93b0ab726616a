import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditSubjectStateRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSubjectViewCommand, SUBJECT_READS } from '../../commands/record-subject-view/record-subject-view.command';
import { GetSubjectStateQuery } from './get-subject-state.query';

@Controller()
export class GetSubjectStateController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Reading a subject's state is recorded on its access log before it is answered; a page of another site cannot open it. */
  @Endpoint(auditSubjectStateRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  async state(@Input() input: RouteInput<typeof auditSubjectStateRoute>, @Ctx() ctx: RequestContext) {
    const state = await this.queries.execute(new GetSubjectStateQuery(input.params.subjectId, input.query));
    await this.commands.execute(new RecordSubjectViewCommand(input.params.subjectId, SUBJECT_READS.state, ctx));
    return state;
  }
}
