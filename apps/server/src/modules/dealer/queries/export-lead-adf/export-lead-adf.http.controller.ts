import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { exportLeadAdfRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { sendFile } from '../../../../platform/http/send-file';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { LEAD_READERS } from '../../adapters/company-scope';
import { LEADS_CONSUMER } from '../../integration-events/leads.consumer';
import { LEAD_WORK_PROJECTION } from '../get-lead-card/lead-work.projection';
import { ExportLeadAdfQuery } from './export-lead-adf.query';

@Controller()
export class ExportLeadAdfController {
  constructor(private readonly queries: QueryBus, private readonly commandBus: CommandBus) {}

  /** The export holds the buyer's contact details: recorded on their access log before it is sent. */
  @Endpoint(exportLeadAdfRoute, { allow: LEAD_READERS })
  @ReadsOwnWrites(LEADS_CONSUMER, LEAD_WORK_PROJECTION)
  async export(@Input() { query }: RouteInput<typeof exportLeadAdfRoute>, @Ctx() ctx: RequestContext, @Res() reply: FastifyReply) {
    const { file, personsRead } = await this.queries.execute(new ExportLeadAdfQuery(query.leadId, ctx));
    if (personsRead.length > 0) await this.commandBus.execute(new RecordStaffReadsCommand(personsRead, `${exportLeadAdfRoute.method} ${exportLeadAdfRoute.path}`, ctx));
    sendFile(reply, file);
  }
}
