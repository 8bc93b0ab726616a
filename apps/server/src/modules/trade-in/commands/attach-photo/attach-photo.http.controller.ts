import { saveTradeInImageRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { AttachPhotoCommand } from './attach-photo.command';

@Controller()
export class AttachPhotoHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(saveTradeInImageRoute, { allow: 'authenticated' })
  handle(@Input() { body }: RouteInput<typeof saveTradeInImageRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new AttachPhotoCommand(body.tradeInId, body.slot, body.data, body.expectedVersion, ctx));
  }
}
