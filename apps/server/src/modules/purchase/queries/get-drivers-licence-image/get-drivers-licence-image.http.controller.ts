import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { driversLicenseImageRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetDriversLicenceImageQuery } from './get-drivers-licence-image.query';

@Controller()
export class GetDriversLicenceImageController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /**
   * To the buyer or to staff. ARCHITECTURE §2: a staff read of the buyer's licence image is recorded on the buyer's access
   * log before it is answered (the owner's own read records nothing). It writes, so a page of another site cannot open it.
   */
  @Endpoint(driversLicenseImageRoute, { allow: 'authenticated', getChangesState: true })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  async image(@Input() input: RouteInput<typeof driversLicenseImageRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.queries.execute(new GetDriversLicenceImageQuery(input.params.transactionId, input.params.side, ctx));
    // The file's subject is the buyer it belongs to (the transaction's owner).
    await this.commands.execute(new RecordStaffReadsCommand([file.subjectId], `${driversLicenseImageRoute.method} ${driversLicenseImageRoute.path}`, ctx));
    void reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('content-disposition', 'inline');
    return file.data;
  }
}
