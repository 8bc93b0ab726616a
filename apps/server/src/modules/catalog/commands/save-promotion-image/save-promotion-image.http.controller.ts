import { CATALOG_STAFF } from '@marketplace/domain';
import { carsSavePromotionImageRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SavePromotionImageCommand } from './save-promotion-image.command';

@Controller()
export class SavePromotionImageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(carsSavePromotionImageRoute, { allow: CATALOG_STAFF })
  savePromotionImage(@Input() input: RouteInput<typeof carsSavePromotionImageRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SavePromotionImageCommand(input, ctx));
  }
}
