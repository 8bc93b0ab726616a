import { requestCreditReviewRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RequestCreditReviewCommand } from './request-credit-review.command';

@Controller()
export class RequestCreditReviewHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(requestCreditReviewRoute, { allow: 'authenticated' })
  request(@Input() { body }: RouteInput<typeof requestCreditReviewRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new RequestCreditReviewCommand(body.applicationId, body.reason ?? null, ctx));
  }
}
