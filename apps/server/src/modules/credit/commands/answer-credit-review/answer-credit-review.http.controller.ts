import { answerCreditReviewRoute, type RouteInput } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AnswerCreditReviewCommand } from './answer-credit-review.command';

@Controller()
export class AnswerCreditReviewHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The review queue belongs to super admins (6). */
  @Endpoint(answerCreditReviewRoute, { allow: [UserType.SuperAdmin] })
  answer(@Input() { body }: RouteInput<typeof answerCreditReviewRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AnswerCreditReviewCommand(body.applicationId, body.outcome, body.message, ctx));
  }
}
