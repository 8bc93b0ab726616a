import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { DownloadImagesCommand } from './download-images.command';

@CommandHandler(DownloadImagesCommand)
export class DownloadImagesHandler implements ICommandHandler<DownloadImagesCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: DownloadImagesCommand) {
    return this.images.download(command.input.body.vifId);
  }
}
