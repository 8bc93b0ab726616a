import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesSaveMainImageModelRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveModelMainImageCommand } from './save-model-main-image.command';

@Controller()
export class SaveModelMainImageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesSaveMainImageModelRoute, { allow: CATALOG_STAFF })
  saveModelMainImage(@Input() input: RouteInput<typeof imagesSaveMainImageModelRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveModelMainImageCommand(input, ctx));
  }
}
