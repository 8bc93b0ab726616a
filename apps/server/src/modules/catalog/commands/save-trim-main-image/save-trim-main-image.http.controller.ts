import { imagesSaveMainImageTrimRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { CATALOG_STAFF } from '../../catalog.access';
import { SaveTrimMainImageCommand } from './save-trim-main-image.command';

@Controller()
export class SaveTrimMainImageHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesSaveMainImageTrimRoute, { allow: CATALOG_STAFF })
  saveTrimMainImage(@Input() input: RouteInput<typeof imagesSaveMainImageTrimRoute>) {
    return this.commandBus.execute(new SaveTrimMainImageCommand(input));
  }
}
