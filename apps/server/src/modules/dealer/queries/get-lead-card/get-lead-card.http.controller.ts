import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { getLeadCardRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { LEAD_READERS } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { GetLeadCardQuery } from './get-lead-card.query';
import { LEAD_WORK_PROJECTION } from './lead-work.projection';

@Controller()
export class GetLeadCardController {
  constructor(private readonly queries: QueryBus, private readonly commandBus: CommandBus) {}

  /** Each opening of a card is a read of the buyer's personal data: recorded on their access log before answering. */
  @Endpoint(getLeadCardRoute, { allow: LEAD_READERS })
  @ReadsOwnWrites(LEADS_CONSUMER, LEAD_WORK_PROJECTION)
  async card(@Input() { query }: RouteInput<typeof getLeadCardRoute>, @Ctx() ctx: RequestContext) {
    const card = await this.queries.execute(new GetLeadCardQuery(query.leadId, ctx));
    if (card.customer.status === 'active') {
      await this.commandBus.execute(new RecordStaffReadsCommand([card.customerUserId], `${getLeadCardRoute.method} ${getLeadCardRoute.path}`, ctx));
    }
    return card;
  }
}
