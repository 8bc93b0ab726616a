import { answerMessageRoute, type RouteInput } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AnswerMessageCommand } from './answer-message.command';

@Controller()
export class AnswerMessageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(answerMessageRoute, { allow: [UserType.TeamMember, UserType.SuperAdmin] })
  answer(@Input() input: RouteInput<typeof answerMessageRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AnswerMessageCommand(input.body, ctx));
  }
}
