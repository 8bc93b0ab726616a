import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { contractRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../transaction-details/transaction-details.projection';
import { GetContractQuery } from './get-contract.query';

@Controller()
export class GetContractController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(contractRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  async contract(@Input() input: RouteInput<typeof contractRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.queries.execute(new GetContractQuery(input.params.transactionId, ctx));
    void reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="contract-${input.params.transactionId}.pdf"`);
    return file.data;
  }
}
