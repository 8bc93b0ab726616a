import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditDisputesRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSubjectViewCommand } from '../../commands/record-subject-view/record-subject-view.command';
import { GetDisputesQuery } from './get-disputes.query';

@Controller()
export class GetDisputesController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** The evidence shows the buyer's name, email and billing address: the opening is recorded first ("dispute case"). */
  @Endpoint(auditDisputesRoute, { allow: AUDIT_READERS, verified: true })
  async disputes(@Input() input: RouteInput<typeof auditDisputesRoute>, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new RecordSubjectViewCommand(input.params.subjectId, 'dispute case', ctx));
    return this.queries.execute(new GetDisputesQuery(input.params.subjectId, ctx));
  }
}
