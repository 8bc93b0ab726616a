import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { contractPreviewRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { USERS_PROJECTION } from '../../../identity/identity.public';
import { GetContractPreviewQuery } from './get-contract-preview.query';

@Controller()
export class GetContractPreviewController {
  constructor(private readonly queries: QueryBus) {}

  /** The buyer's own transaction only (TransactionStream.owned): staff read the signed contract. */
  @Endpoint(contractPreviewRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(USERS_PROJECTION) // the language just chosen on the profile
  async preview(@Input() input: RouteInput<typeof contractPreviewRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const pdf = await this.queries.execute(new GetContractPreviewQuery(input.params.transactionId, ctx));
    void reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="contract-draft-${input.params.transactionId}.pdf"`);
    return pdf;
  }
}
