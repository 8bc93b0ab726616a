import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditCustomerViewRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSubjectViewCommand, SUBJECT_READS } from '../../commands/record-subject-view/record-subject-view.command';
import { GetCustomerViewQuery } from './get-customer-view.query';

@Controller()
export class GetCustomerViewController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /**
   * What the customer saw, at each instant asked, is recorded on the transaction's access log before it is answered;
   * a page of another site cannot open it.
   */
  @Endpoint(auditCustomerViewRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  async view(@Input() input: RouteInput<typeof auditCustomerViewRoute>, @Ctx() ctx: RequestContext) {
    const view = await this.queries.execute(new GetCustomerViewQuery(input.params.subjectId, input.query.at, ctx));
    await this.commands.execute(new RecordSubjectViewCommand(input.params.subjectId, SUBJECT_READS.customerView, ctx));
    return view;
  }
}
