import { saveBasicInformationRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveBasicInformationCommand } from './save-basic-information.command';

@Controller()
export class SaveBasicInformationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(saveBasicInformationRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof saveBasicInformationRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveBasicInformationCommand(body.tradeInId, body.basic, body.expectedVersion, ctx));
  }
}
