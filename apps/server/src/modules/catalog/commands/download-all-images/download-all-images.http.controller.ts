import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesDownloadAllRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { DownloadAllImagesCommand } from './download-all-images.command';

@Controller()
export class DownloadAllImagesHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesDownloadAllRoute, { allow: CATALOG_STAFF })
  downloadAllImages(@Input() input: RouteInput<typeof imagesDownloadAllRoute>) {
    return this.commandBus.execute(new DownloadAllImagesCommand(input));
  }
}
