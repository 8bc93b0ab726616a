import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesSaveImagesIdRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { SaveImagesIdCommand } from './save-images-id.command';

@Controller()
export class SaveImagesIdHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesSaveImagesIdRoute, { allow: CATALOG_STAFF })
  saveImagesId(@Input() input: RouteInput<typeof imagesSaveImagesIdRoute>) {
    return this.commandBus.execute(new SaveImagesIdCommand(input));
  }
}
