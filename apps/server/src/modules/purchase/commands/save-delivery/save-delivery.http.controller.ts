import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { saveDeliveryRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveDeliveryCommand } from './save-delivery.command';

@Controller()
export class SaveDeliveryController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(saveDeliveryRoute, { allow: 'authenticated' })
  save(@Input() input: RouteInput<typeof saveDeliveryRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SaveDeliveryCommand(input.body, ctx));
  }
}
