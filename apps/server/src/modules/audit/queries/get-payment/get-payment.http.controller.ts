import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditPaymentRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordStaffReadsCommand } from '../../commands/record-staff-reads/record-staff-reads.command';
import { RecordSubjectViewCommand } from '../../commands/record-subject-view/record-subject-view.command';
import { GetPaymentQuery } from './get-payment.query';

/** The reason a customer's name read through a payment's page carries on their access log. */
export const PAYMENT_READ = 'GET /audit/payments/:paymentIntentId';

@Controller()
export class GetPaymentController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /**
   * Staff only. Opening a payment opens its purchase: recorded on the purchase's access log ("payment page"), and each
   * customer named on the buyer's, before the page is answered. It records: a link from another site must not make an
   * admin's browser write to the access log.
   */
  @Endpoint(auditPaymentRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  async payment(@Input() input: RouteInput<typeof auditPaymentRoute>, @Ctx() ctx: RequestContext) {
    const { customersShown, ...page } = await this.queries.execute(new GetPaymentQuery(input.params.paymentIntentId));
    if (page.subjectId) await this.commands.execute(new RecordSubjectViewCommand(page.subjectId, 'payment page', ctx));
    await this.commands.execute(new RecordStaffReadsCommand(customersShown, PAYMENT_READ, ctx));
    return page;
  }
}
