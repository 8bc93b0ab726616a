import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesCancelDownloadRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { CancelImageDownloadCommand } from './cancel-image-download.command';

@Controller()
export class CancelImageDownloadHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesCancelDownloadRoute, { allow: CATALOG_STAFF })
  cancelImageDownload(@Input() input: RouteInput<typeof imagesCancelDownloadRoute>) {
    return this.commandBus.execute(new CancelImageDownloadCommand(input));
  }
}
