import { sendSmsCodeRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SendSmsCodeCommand } from './send-sms-code.command';

@Controller()
export class SendSmsCodeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(sendSmsCodeRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  sendSmsCode(@Input() input: RouteInput<typeof sendSmsCodeRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SendSmsCodeCommand(input.body.Phone, ctx));
  }
}
