import { sendSmsCodeTradeInRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SendSmsCodeTradeInCommand } from './send-sms-code-trade-in.command';

@Controller()
export class SendSmsCodeTradeInHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(sendSmsCodeTradeInRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof sendSmsCodeTradeInRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SendSmsCodeTradeInCommand(body.tradeInId, body.Phone, ctx));
  }
}
