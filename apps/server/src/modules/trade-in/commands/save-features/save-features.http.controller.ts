import { saveFeaturesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveFeaturesCommand } from './save-features.command';

@Controller()
export class SaveFeaturesHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(saveFeaturesRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof saveFeaturesRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveFeaturesCommand(body.tradeInId, body.equipmentCodes, body.expectedVersion, ctx));
  }
}
