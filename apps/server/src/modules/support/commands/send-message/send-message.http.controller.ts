import { type RouteInput, sendMessageRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SendMessageCommand } from './send-message.command';

@Controller()
export class SendMessageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(sendMessageRoute, { allow: 'authenticated' })
  send(@Input() input: RouteInput<typeof sendMessageRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SendMessageCommand(input.body, ctx));
  }
}
