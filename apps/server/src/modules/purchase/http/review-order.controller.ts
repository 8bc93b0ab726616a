import { Controller, Res } from '@nestjs/common';
import {
  contractRoute, finalizeRoute, getCustomerVehicleOrderRoute, getReviewOrderDetailsRoute, uploadSignatureRoute, type RouteInput,
} from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { ReviewOrders } from '../application/review-orders';

/** Spec §7 review calls: review details, the order, the drawn signature, finalize (ContractSigned), the contract PDF. */
@Controller()
export class ReviewOrderController {
  constructor(private readonly reviews: ReviewOrders) {}

  @Endpoint(getReviewOrderDetailsRoute, { allow: 'authenticated' })
  details(@Input() input: RouteInput<typeof getReviewOrderDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.reviews.details(input.query.transactionId, input.query.language, ctx);
  }

  @Endpoint(getCustomerVehicleOrderRoute, { allow: 'authenticated' })
  order(@Input() input: RouteInput<typeof getCustomerVehicleOrderRoute>, @Ctx() ctx: RequestContext) {
    return this.reviews.order(input.query.transactionId, ctx);
  }

  @Endpoint(uploadSignatureRoute, { allow: 'authenticated' })
  signature(@Input() input: RouteInput<typeof uploadSignatureRoute>, @Ctx() ctx: RequestContext) {
    return this.reviews.uploadSignature(input.body.transactionId, input.body.signature, ctx);
  }

  @Endpoint(finalizeRoute, { allow: 'authenticated', verified: true })
  finalize(@Input() input: RouteInput<typeof finalizeRoute>, @Ctx() ctx: RequestContext) {
    return this.reviews.finalize(input.body.transactionId, input.body.language, ctx);
  }

  @Endpoint(contractRoute, { allow: 'authenticated' })
  async contract(@Input() input: RouteInput<typeof contractRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.reviews.contract(input.params.transactionId, ctx);
    void reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="contract-${input.params.transactionId}.pdf"`);
    return file.data;
  }
}
