import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { FixFolderStatusCommand } from './fix-folder-status.command';

@CommandHandler(FixFolderStatusCommand)
export class FixFolderStatusHandler implements ICommandHandler<FixFolderStatusCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: FixFolderStatusCommand) {
    return this.images.fixFolder(command.input.body.vifId);
  }
}
