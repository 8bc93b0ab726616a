import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesFixFolderStatusRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { FixFolderStatusCommand } from './fix-folder-status.command';

@Controller()
export class FixFolderStatusHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint(imagesFixFolderStatusRoute, { allow: CATALOG_STAFF })
  fixFolderStatus(@Input() input: RouteInput<typeof imagesFixFolderStatusRoute>) {
    return this.commandBus.execute(new FixFolderStatusCommand(input));
  }
}
