import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { CancelImageDownloadCommand } from './cancel-image-download.command';

@CommandHandler(CancelImageDownloadCommand)
export class CancelImageDownloadHandler implements ICommandHandler<CancelImageDownloadCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: CancelImageDownloadCommand) {
    return this.images.cancel(command.input.body.vifId);
  }
}
