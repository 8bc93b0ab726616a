import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { driversLicenseImageRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../transaction-details/transaction-details.projection';
import { GetDriversLicenceImageQuery } from './get-drivers-licence-image.query';

@Controller()
export class GetDriversLicenceImageController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(driversLicenseImageRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  async image(@Input() input: RouteInput<typeof driversLicenseImageRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.queries.execute(new GetDriversLicenceImageQuery(input.params.transactionId, input.params.side, ctx));
    void reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('content-disposition', 'inline');
    return file.data;
  }
}
