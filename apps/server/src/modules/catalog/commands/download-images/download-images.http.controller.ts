import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesDownloadImagesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { DownloadImagesCommand } from './download-images.command';

@Controller()
export class DownloadImagesHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesDownloadImagesRoute, { allow: CATALOG_STAFF })
  downloadImages(@Input() input: RouteInput<typeof imagesDownloadImagesRoute>) {
    return this.commandBus.execute(new DownloadImagesCommand(input));
  }
}
