import { verifySmsCodeRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { VerifySmsCodeCommand } from './verify-sms-code.command';

@Controller()
export class VerifySmsCodeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(verifySmsCodeRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  verifySmsCode(@Input() input: RouteInput<typeof verifySmsCodeRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new VerifySmsCodeCommand(input.body.Phone, input.body.Code, ctx));
  }
}
