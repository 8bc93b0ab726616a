import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesSaveMainImageTrimRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SaveTrimMainImageCommand } from './save-trim-main-image.command';

@Controller()
export class SaveTrimMainImageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesSaveMainImageTrimRoute, { allow: CATALOG_STAFF })
  saveTrimMainImage(@Input() input: RouteInput<typeof imagesSaveMainImageTrimRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SaveTrimMainImageCommand(input, ctx));
  }
}
